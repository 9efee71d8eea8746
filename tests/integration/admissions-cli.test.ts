import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { admissionsCommand } from '../../server/cli/admissions-command';
import { testDb } from '../support/test-db';
import { createIntake } from '../support/factories';
import { runCommand, runCommandProcess } from '../support/run-command';

const db = testDb();

/** The environment of the command: this process's without DATABASE_URL or REDIS_URL, and `env`. */
function cliEnv(env: Record<string, string | undefined>) {
  const { DATABASE_URL: _omit, ...inherited } = process.env;
  return { ...inherited, REDIS_URL: '', ...env };
}

const withDatabase = () => ({ DATABASE_URL: inject('databaseUrl') });

/** `npm run admissions -- …`, in this process (tests/support/run-command.ts). */
function admissions(args: string[], env: Record<string, string | undefined> = withDatabase()) {
  return runCommand(admissionsCommand, args, cliEnv(env));
}

/** `npm run admissions -- …` as its own process, as an operator runs it. */
function admissionsProcess(args: string[], env: Record<string, string | undefined> = withDatabase()) {
  return runCommandProcess('server/cli/admissions.ts', args, cliEnv(env));
}

/** A date no other test uses: a random day of 2090-2098 in June (and its deadline in May). */
function freeDates() {
  const year = 2090 + Math.floor(Math.random() * 9);
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  return { starts: `${year}-06-${day}`, deadline: `${year}-05-${day}` };
}

async function intakeAt(programme: string, startsOn: string) {
  return db
    .selectFrom('intakes')
    .selectAll()
    .where('programme', '=', programme)
    .where('starts_on', '=', startsOn)
    .executeTakeFirst();
}

describe('npm run admissions -- intakes', () => {
  it('open adds an open intake the form offers, audited as cli (as its own process, as an operator runs it)', async () => {
    const { starts, deadline } = freeDates();
    const result = await admissionsProcess([
      'intakes',
      'open',
      '--programme',
      'alevel',
      '--starts',
      starts,
      '--deadline',
      deadline,
      '--capacity',
      '24',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const intake = await intakeAt('alevel', starts);
    expect(intake).toMatchObject({ state: 'open', policy: 'strict', capacity: 24, deadline });
    expect(result.stdout).toContain(`Opened intake ${intake!.id}: A-Level Courses, June ${starts.slice(0, 4)}`);
    expect(result.stdout).toContain('24 places');
    const entry = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_label'])
      .where('subject_type', '=', 'intake')
      .where('subject_id', '=', String(intake!.id))
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: 'intake.created', actor_label: 'cli' });
  });

  it('open takes a rolling policy and no capacity', async () => {
    const { starts, deadline } = freeDates();
    const result = await admissions([
      'intakes',
      'open',
      '--programme',
      'summer',
      '--starts',
      starts,
      '--deadline',
      deadline,
      '--policy',
      'rolling',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('no limit of places');
    expect(await intakeAt('summer', starts)).toMatchObject({ state: 'open', policy: 'rolling', capacity: null });
  });

  it('close closes an intake by its id, and list shows every intake with its counts', async () => {
    const intake = await createIntake(db, { programme: 'gcse', capacity: 12, deposit_pence: 150_000 });
    const closed = await admissions(['intakes', 'close', '--id', String(intake.id)]);
    expect(closed).toMatchObject({ code: 0, stderr: '' });
    expect(closed.stdout).toBe(`Closed intake ${intake.id}: the application form no longer offers it.\n`);
    expect((await intakeAt('gcse', intake.starts_on))!.state).toBe('closed');

    const listed = await admissions(['intakes', 'list']);
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^id\s+programme\s+starts\s+deadline\s+policy\s+capacity\s+deposit\s+state\s+applied\s+offers\s+left$/,
    );
    const row = lines.find((line) => line.startsWith(`${intake.id} `))!;
    expect(row.split(/\s+/)).toEqual([
      String(intake.id),
      'gcse',
      intake.starts_on,
      intake.deadline,
      'strict',
      '12',
      '£1500.00',
      'closed',
      '0',
      '0',
      '12',
    ]);
  });

  it('refuses a bad argument as its own process with exit status 1, naming it', async () => {
    const result = await admissionsProcess([
      'intakes',
      'open',
      '--programme',
      'astronomy',
      '--starts',
      '2095-09-01',
      '--deadline',
      '2095-06-30',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      '--programme: The programme must be one of: english, presessional, gcse, alevel, foundation, premasters, summer.',
    );
    expect(await intakeAt('astronomy', '2095-09-01')).toBeUndefined();
  });

  it('refuses every bad argument of open with exit status 1 and a message naming it, and changes nothing', async () => {
    const { starts, deadline } = freeDates();
    const open = (...extra: string[]) => ['intakes', 'open', ...extra];
    const full = ['--programme', 'foundation', '--starts', starts, '--deadline', deadline];
    const without = (name: string) => {
      const at = full.indexOf(name);
      return [...full.slice(0, at), ...full.slice(at + 2)];
    };
    const cases: Array<[string[], string]> = [
      [open(...without('--programme')), '--programme is required.'],
      [open(...without('--starts')), '--starts is required.'],
      [open(...without('--deadline')), '--deadline is required.'],
      [open(...full.slice(0, 1), 'Foundation', ...full.slice(2)), '--programme: The programme must be one of:'],
      [
        open('--programme', 'foundation', '--starts', '2095-02-30', '--deadline', deadline),
        '--starts: The start date must be a real date written YYYY-MM-DD.',
      ],
      [
        open('--programme', 'foundation', '--starts', '06/09/2095', '--deadline', deadline),
        '--starts: The start date must be a real date written YYYY-MM-DD.',
      ],
      [
        open('--programme', 'foundation', '--starts', starts, '--deadline', 'tomorrow'),
        '--deadline: The deadline must be a real date written YYYY-MM-DD.',
      ],
      [
        open('--programme', 'foundation', '--starts', deadline, '--deadline', starts),
        '--deadline: The deadline must be on or before the start date.',
      ],
      [open(...full, '--capacity', '0'), '--capacity: The capacity must be a whole number of places from 1 to 10000.'],
      [open(...full, '--capacity=-3'), '--capacity: The capacity must be a whole number of places from 1 to 10000.'],
      [
        open(...full, '--capacity', '2.5'),
        '--capacity: The capacity must be a whole number of places from 1 to 10000.',
      ],
      [
        open(...full, '--capacity', 'twenty'),
        '--capacity: The capacity must be a whole number of places from 1 to 10000.',
      ],
      [
        open(...full, '--capacity', '10001'),
        '--capacity: The capacity must be a whole number of places from 1 to 10000.',
      ],
      [open(...full, '--policy', 'loose'), '--policy: The policy must be strict or rolling.'],
      [open(...full, '--id', '3'), 'intakes open takes no --id.'],
      [open(...full, '--colour', 'red'), "Unknown option '--colour'"],
      [open(...full, 'now'), 'Unexpected argument: now.'],
      [
        open('--programme', 'foundation', '--starts', '2020-09-01', '--deadline', '2020-06-30'),
        'Its deadline, 2020-06-30, has passed',
      ],
    ];
    for (const [args, message] of cases) {
      const result = await admissions(args);
      expect({ args, code: result.code, stdout: result.stdout }).toEqual({ args, code: 1, stdout: '' });
      expect(result.stderr.split('\n')[0], args.join(' ')).toContain(message);
    }
    expect(await intakeAt('foundation', starts)).toBeUndefined();
    expect(await intakeAt('foundation', deadline)).toBeUndefined();
    expect(await intakeAt('foundation', '2020-09-01')).toBeUndefined();
    // Nor audited anything.
    const entries = await db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'intake.created')
      .where(sql<string>`details->>'startsOn'`, 'in', [starts, deadline, '2020-09-01'])
      .execute();
    expect(entries).toEqual([]);
  });

  it('refuses a second intake of one programme on one date, naming it, and leaves the first as it was', async () => {
    const existing = await createIntake(db, { programme: 'english', state: 'draft' });
    const result = await admissions([
      'intakes',
      'open',
      '--programme',
      'english',
      '--starts',
      existing.starts_on,
      '--deadline',
      existing.deadline,
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[0]).toBe(
      `English Language Preparation already has an intake starting on ${existing.starts_on}.`,
    );
    expect(await intakeAt('english', existing.starts_on)).toEqual(existing);
  });

  it('refuses every bad argument of close and list, and a missing DATABASE_URL, with exit status 1', async () => {
    const open = await createIntake(db, { programme: 'premasters' });
    const closed = await createIntake(db, { programme: 'premasters', state: 'closed' });
    const cases: Array<[string[], string, Record<string, string | undefined>?]> = [
      [[], 'Missing command: say intakes list, intakes open or intakes close.'],
      [['rooms'], 'Unknown command: rooms.'],
      [['intakes'], 'Missing intakes command: list, open or close.'],
      [['intakes', 'delete', '--id', String(open.id)], 'Unknown intakes command: delete.'],
      [['intakes', 'close'], '--id is required.'],
      [['intakes', 'close', '--id', 'seven'], "--id: seven is not an intake's number."],
      [['intakes', 'close', '--id', '0'], "--id: 0 is not an intake's number."],
      [['intakes', 'close', '--id', '-1'], "Option '--id' argument is ambiguous"],
      [['intakes', 'close', '--id', '99999999999'], "--id: 99999999999 is not an intake's number."],
      [['intakes', 'close', '--id', '2000000000'], 'There is no intake 2000000000.'],
      [['intakes', 'close', '--id', String(closed.id)], `Intake ${closed.id} is already closed.`],
      [
        ['intakes', 'close', '--id', String(open.id), '--programme', 'premasters'],
        'intakes close takes no --programme.',
      ],
      [['intakes', 'list', '--id', '1'], 'intakes list takes no --id.'],
      [['intakes', 'list', 'all'], 'Unexpected argument: all.'],
      [
        ['intakes', 'close', '--id', String(open.id)],
        'DATABASE_URL must be set to a postgres:// connection string.',
        {},
      ],
      [
        ['intakes', 'list'],
        'DATABASE_URL must be set to a postgres:// connection string.',
        { DATABASE_URL: 'mysql://x' },
      ],
    ];
    for (const [args, message, env] of cases) {
      const result = await admissions(args, env ?? withDatabase());
      expect({ args, code: result.code, stdout: result.stdout }).toEqual({ args, code: 1, stdout: '' });
      expect(result.stderr.split('\n')[0], args.join(' ')).toContain(message);
      expect(result.stderr).toContain('Usage: npm run admissions -- intakes list');
    }
    expect((await intakeAt('premasters', open.starts_on))!.state).toBe('open');
    expect((await intakeAt('premasters', closed.starts_on))!.state).toBe('closed');
  });

  it('prints its usage for --help, with exit status 0', async () => {
    const result = await admissions(['--help'], {});
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('npm run admissions -- intakes open --programme <code> --starts YYYY-MM-DD');
  });
});
