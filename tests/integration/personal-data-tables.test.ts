import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { EMAIL_KINDS } from '../../core/outbox/email-outbox';
import { PERSONAL_DATA_TABLES, type Duty } from '../../core/privacy/personal-data-tables';
import { SUBMISSION_KINDS } from '../../domain/submission-kinds';
import { emailHandlerFor } from '../../worker/emails/registry';
import { testDb } from '../support/test-db';

/**
 * The lists that must stay complete, checked the way admin-access.test.ts checks the access
 * matrix: read from the real migrated database and the code, so a new table, submission kind or
 * e-mail kind fails here until erasure, the access export and retention know it.
 */
const db = testDb();
afterAll(() => db.destroy());

const coreSource = (file: string) => readFileSync(new URL(`../../core/${file}`, import.meta.url), 'utf8');

async function cascadesFrom(child: string, parent: string): Promise<boolean> {
  // pg_catalog, not information_schema: the app's role owns no table, and information_schema shows owners only.
  const { rows } = await sql<{ found: number }>`
    select count(*)::int as found from pg_constraint
    where contype = 'f' and confdeltype = 'c' and conrelid = ${child}::regclass and confrelid = ${parent}::regclass`.execute(
    db,
  );
  return rows[0]!.found > 0;
}

/** What is wrong with one claim about a table, or null when it holds. */
async function problemWith(table: string, duty: string, claim: Duty): Promise<string | null> {
  if ('exempt' in claim) return claim.exempt.trim().length > 10 ? null : `${table}: ${duty} exempt without a reason`;
  if ('kind' in claim) {
    const kind = SUBMISSION_KINDS[claim.kind];
    return table === kind.table || table === kind.historyTable
      ? null
      : `${table}: ${duty} claims the ${claim.kind} kind, whose tables do not include it`;
  }
  if ('cascade' in claim)
    return (await cascadesFrom(table, claim.cascade))
      ? null
      : `${table}: ${duty} claims ON DELETE CASCADE from ${claim.cascade}, which the database lacks`;
  return new RegExp(`\\b${table}\\b`).test(coreSource(claim.file))
    ? null
    : `${table}: ${duty} claims core/${claim.file}, which never names it`;
}

describe('every table, kind and e-mail is known to the privacy duties', () => {
  it('lists every table of the migrated database, and only those', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(
      db,
    );
    const inDatabase = rows.map((row) => row.table_name).sort();
    expect(
      inDatabase,
      'a table is missing from core/privacy/personal-data-tables.ts, or listed there but never created',
    ).toEqual(Object.keys(PERSONAL_DATA_TABLES).sort());
  });

  it('holds each table of personal data to erasure, export and retention as the list says', async () => {
    const problems: string[] = [];
    for (const [table, entry] of Object.entries(PERSONAL_DATA_TABLES)) {
      if ('none' in entry) continue;
      for (const duty of ['erasure', 'export', 'retention'] as const) {
        const problem = await problemWith(table, duty, entry[duty]);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });

  it('erases, exports and retires every kind of submission, with its history', () => {
    for (const [type, kind] of Object.entries(SUBMISSION_KINDS)) {
      for (const table of [kind.table, kind.historyTable].filter((t): t is NonNullable<typeof t> => t !== null)) {
        const entry = PERSONAL_DATA_TABLES[table];
        expect('none' in entry, `${type}: ${table} must be listed as personal data`).toBe(false);
      }
      expect(coreSource('privacy/retention-pass.ts'), `${type}: retention must reach ${kind.table}`).toMatch(
        new RegExp(`\\b${kind.table}\\b`),
      );
      expect(coreSource('privacy/subject-export.ts'), `${type}: the access export must read ${kind.table}`).toMatch(
        new RegExp(`\\b${kind.table}\\b`),
      );
    }
  });

  it('sends every e-mail kind, and every kind a submission owes is one of them', () => {
    for (const kind of EMAIL_KINDS)
      expect(emailHandlerFor(kind), `${kind} has no handler in worker/emails/registry.ts`).toBeDefined();
    for (const kind of Object.values(SUBMISSION_KINDS)) {
      expect(EMAIL_KINDS).toContain(kind.alert);
      expect(EMAIL_KINDS).toContain(kind.acknowledgement);
    }
  });
});
