import { describe, expect, inject, it } from 'vitest';
import { privacyCommand } from '../../server/cli/privacy-command';
import { testDb } from '../support/test-db';
import { createContact } from '../support/factories';
import { runCommand, runCommandProcess } from '../support/run-command';
import { uniqueEmail } from '../support/unique-email';

const db = testDb();

/** The environment of the command: this process's without DATABASE_URL or REDIS_URL, and `env`. */
function cliEnv(env: Record<string, string | undefined>) {
  const { DATABASE_URL: _omit, ...inherited } = process.env;
  return { ...inherited, REDIS_URL: '', ...env };
}

/** `npm run privacy -- …`, in this process (tests/support/run-command.ts). */
function privacyCli(args: string[], env: Record<string, string | undefined> = { DATABASE_URL: inject('databaseUrl') }) {
  return runCommand(privacyCommand, args, cliEnv(env));
}

/** `npm run privacy -- …` as its own process, as an operator runs it. */
function privacyProcess(
  args: string[],
  env: Record<string, string | undefined> = { DATABASE_URL: inject('databaseUrl') },
) {
  return runCommandProcess('server/cli/privacy.ts', args, cliEnv(env));
}

function contactFrom(email: string) {
  return createContact(db, { first_name: 'Siân', last_name: 'Shell', email, message: 'From the CLI test' });
}

// Concurrent: every test has its own address.
describe.concurrent('npm run privacy', () => {
  it('export prints everything held about the address as JSON (as its own process, as an operator runs it)', async () => {
    const email = uniqueEmail('cli-subject');
    const { id } = await contactFrom(email);
    const result = await privacyProcess(['export', '--email', email.toUpperCase()]);
    expect(result.code).toBe(0);
    const parsed = JSON.parse(result.stdout);
    expect(parsed.summary).toMatchObject({ contactMessages: 1, applications: 0 });
    expect(parsed.contactMessages[0]).toMatchObject({ id, email, message: 'From the CLI test' });
  });

  it('erase removes the person and records the operator as cli', async () => {
    const email = uniqueEmail('cli-erase');
    const { id } = await contactFrom(email);
    const result = await privacyCli(['erase', '--email', email, '--yes']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).erased).toMatchObject({ contactMessages: 1 });
    expect(
      await db.selectFrom('contact_submissions').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'privacy.erased')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.actor_label).toBe('cli');
  });

  it('retention runs the pass now and prints its summary', async () => {
    // Periods of 100 years erase nothing another test file is using.
    const long = {
      RETAIN_CONTACTS_DAYS: '36500',
      RETAIN_CLOSED_APPLICATIONS_DAYS: '36500',
      RETAIN_EMAIL_RECORDS_DAYS: '36500',
      RETAIN_AUDIT_DAYS: '36500',
    };
    const result = await privacyCli(['retention'], { DATABASE_URL: inject('databaseUrl'), ...long });
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary.counts).toMatchObject({ contacts: 0, closedApplications: 0, emailRecords: 0, audit: 0 });
    expect(summary.periods.contacts).toBe(36500);
  });

  it('exits non-zero with a one-line message on bad arguments or a missing DATABASE_URL', async () => {
    const cases: Array<[string[], string, Record<string, string | undefined>?]> = [
      [[], 'Unknown or missing command.'],
      [['delete', '--email', 'a@b.example'], 'Unknown or missing command.'],
      [['export'], '--email: is required'],
      [['export', '--email', 'not-an-address'], '--email: Enter a valid e-mail address'],
      [['erase', '--email', 'a@b.example'], 'erase cannot be undone: add --yes to confirm.'],
      [['retention', '--email', 'a@b.example'], 'retention takes no --email.'],
      [
        ['retention'],
        'Invalid environment variable RETAIN_AUDIT_DAYS',
        { DATABASE_URL: inject('databaseUrl'), RETAIN_AUDIT_DAYS: 'soon' },
      ],
      [
        ['retention'],
        'Invalid environment variable RETAIN_AUDIT_DAYS: must be at least 365 days',
        { DATABASE_URL: inject('databaseUrl'), RETAIN_AUDIT_DAYS: '1' },
      ],
      [
        ['erase', '--email', 'a@b.example', '--yes'],
        'Invalid environment variable AUDIT_HMAC_KEY: is required in production',
        { DATABASE_URL: inject('databaseUrl'), NODE_ENV: 'production' },
      ],
      [['export', '--email', 'a@b.example'], 'DATABASE_URL must be set to a postgres:// connection string.', {}],
    ];
    // The last as its own process: the exit code and the message reach the operator's shell.
    const results = await Promise.all(
      cases.map(([args, , env], index) => (index === cases.length - 1 ? privacyProcess : privacyCli)(args, env)),
    );
    for (const [index, [args, message]] of cases.entries()) {
      const result = results[index]!;
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.split('\n')[0]).toContain(message);
      expect(result.stdout).toBe('');
    }
  }, 120_000);
});
