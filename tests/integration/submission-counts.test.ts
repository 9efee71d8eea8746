import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/client';
import { compactSubmissionCounts, submissionCounts } from '../../server/admissions/submission-counts';
import { createContact } from '../support/factories';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/test-db';

// Its own database: the counts are whole-table figures, which parallel files would move.
let isolated: IsolatedDatabase;
let db: Db;

beforeAll(async () => {
  isolated = await createIsolatedDatabase();
  db = isolated.db;
});
afterAll(() => isolated?.drop());

/** What the counts must equal: the old scanning query. */
async function scanned() {
  const { rows } = await sql<{ kind: string; total: string; new: string }>`
    select 'applications' as kind, count(*) as total, count(*) filter (where o.submission_id is null) as new
    from applications a left join submission_openings o on o.submission_id = a.id
    union all
    select 'contacts', count(*), count(*) filter (where o.submission_id is null)
    from contact_submissions s left join submission_openings o on o.submission_id = s.id
  `.execute(db);
  const of = (kind: string) => {
    const row = rows.find((r) => r.kind === kind)!;
    return { total: Number(row.total), new: Number(row.new) };
  };
  return { applications: of('applications'), contacts: of('contacts') };
}

async function insertApplications(n: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    insert into applications (first_name, last_name, date_of_birth, nationality, email, phone, address, city,
      postal_code, country, programme, start_date)
    select 'Count', 'Applicant ' || i, '2005-04-01', 'Welsh', 'count-' || i || '@example.test', '029 2018 0000',
      '1 Test Street', 'Cardiff', 'CF10 1AA', 'United Kingdom', 'alevel', '2026-09-01'
    from generate_series(1, ${n}) as i
    returning id
  `.execute(db);
  return rows.map((row) => row.id);
}

async function insertContacts(n: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    insert into contact_submissions (first_name, last_name, email, message)
    select 'Count', 'Enquirer ' || i, 'count-' || i || '@example.test', 'Hello'
    from generate_series(1, ${n}) as i
    returning id
  `.execute(db);
  return rows.map((row) => row.id);
}

async function open(type: 'application' | 'contact', ids: string[]) {
  await db
    .insertInto('submission_openings')
    .values(ids.map((id) => ({ submission_id: id, submission_type: type })))
    .onConflict((oc) => oc.column('submission_id').doNothing())
    .execute();
}

describe('maintained submission counts', () => {
  it('start at zero and follow single and bulk inserts', async () => {
    expect(await submissionCounts(db)).toEqual({ applications: { total: 0, new: 0 }, contacts: { total: 0, new: 0 } });
    await insertApplications(30);
    await insertContacts(20);
    await createContact(db, { first_name: 'One', last_name: 'More' });
    expect(await submissionCounts(db)).toEqual({
      applications: { total: 30, new: 30 },
      contacts: { total: 21, new: 21 },
    });
  });

  it('follow openings, repeated openings, status changes, bulk deletes in either order and truncation', async () => {
    const applications = await insertApplications(40);
    const contacts = await insertContacts(10);
    await open('application', applications.slice(0, 15));
    await open('application', applications.slice(0, 20)); // 15 already opened: only 5 new openings
    await open('contact', contacts.slice(0, 4));
    await db
      .updateTable('applications')
      .set({ status: 'under_review' })
      .where('id', 'in', applications.slice(0, 25))
      .execute();
    expect(await submissionCounts(db)).toEqual(await scanned());

    // Retention-style bulk delete of opened and unopened rows, openings left behind.
    await db.deleteFrom('applications').where('id', 'in', applications.slice(10, 30)).execute();
    expect(await submissionCounts(db)).toEqual(await scanned());
    // Erasure-style: opening deleted first, then its submission; and the other way round.
    await db.deleteFrom('submission_openings').where('submission_id', 'in', contacts.slice(0, 2)).execute();
    await db.deleteFrom('contact_submissions').where('id', 'in', contacts.slice(0, 3)).execute();
    await db.deleteFrom('submission_openings').where('submission_id', 'in', contacts.slice(2, 4)).execute();
    expect(await submissionCounts(db)).toEqual(await scanned());

    // A rolled-back delete changes nothing.
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('contact_submissions').execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await submissionCounts(db)).toEqual(await scanned());

    // The application role may not TRUNCATE (decision 103); the owner's truncate must keep the counts too.
    const owner = createDb({ connectionString: isolated.ownerUrl, max: 1 });
    try {
      await sql`truncate submission_openings`.execute(owner);
      expect(await submissionCounts(db)).toEqual(await scanned());
      await sql`truncate contact_submissions`.execute(owner);
    } finally {
      await owner.destroy();
    }
    const after = await scanned();
    expect(after.contacts).toEqual({ total: 0, new: 0 });
    expect(await submissionCounts(db)).toEqual(after);
  });

  it('stay exact through compaction, including concurrent writers and compactions', async () => {
    await Promise.all([
      ...Array.from({ length: 20 }, () => insertContacts(3)),
      ...Array.from({ length: 5 }, () => compactSubmissionCounts(db)),
      ...Array.from({ length: 20 }, () => insertApplications(2)),
    ]);
    await compactSubmissionCounts(db);
    const { rows } = await sql<{ n: string }>`select count(*) as n from submission_counts`.execute(db);
    expect(Number(rows[0]!.n)).toBeLessThanOrEqual(2);
    expect(await submissionCounts(db)).toEqual(await scanned());
  });
});
