import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/client';
import { migrateToLatest } from '../../db/migrate';
import { migrations } from '../../db/migrations/all';
import { applicationKind } from '../../server/admissions/application-kind';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';

const INTAKES_MIGRATION = '2026_11_28_0020_intakes';
const names = Object.keys(migrations).sort();
const before = names[names.indexOf(INTAKES_MIGRATION) - 1]!;

let database: IsolatedDatabase;
// Migrations run as the owner, as `npm run db:migrate` does with MIGRATION_DATABASE_URL.
let owner: Db;
beforeAll(async () => {
  database = await createIsolatedDatabase();
  owner = createDb({ connectionString: database.ownerUrl, max: 1 });
});
afterAll(async () => {
  await owner.destroy();
  await database.drop();
});

const OLD_CODES = {
  sep2025: 'September 2025',
  jan2026: 'January 2026',
  apr2026: 'April 2026',
  sep2026: 'September 2026',
};

async function insertOld(db: Db, programme: string, startDate: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into applications (first_name, last_name, date_of_birth, nationality, email, phone, address, city,
      postal_code, country, programme, start_date, status)
    values ('Old', ${`Start ${startDate}`}, '2006-01-01', 'Welsh', ${uniqueEmail('old-start')}, '029 2018 0777',
      '1 Old Street', 'Cardiff', 'CF10 1AA', 'United Kingdom', ${programme}, ${startDate}, 'submitted')
    returning id`.execute(db);
  return rows[0]!.id;
}

it('turns each of the four old start codes into a closed intake, keeping every application and naming its intake', async () => {
  const db = owner;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo(before)).error).toBeUndefined();

  const stored: Array<{ id: string; programme: string; code: keyof typeof OLD_CODES }> = [];
  for (const code of Object.keys(OLD_CODES) as Array<keyof typeof OLD_CODES>) {
    for (const programme of ['alevel', 'foundation'])
      stored.push({ id: await insertOld(db, programme, code), programme, code });
  }
  // Two applications on one code and programme make one intake, not two.
  stored.push({ id: await insertOld(db, 'alevel', 'sep2026'), programme: 'alevel', code: 'sep2026' });
  await sql`insert into application_drafts (email, "values") values (${uniqueEmail('old-draft')},
    ${JSON.stringify({ programme: 'gcse', startDate: 'jan2026', firstName: 'Draft' })}::jsonb)`.execute(db);

  const applied = await migrateToLatest(db);
  expect(applied.some((result) => result.migrationName === INTAKES_MIGRATION && result.status === 'Success')).toBe(
    true,
  );

  const rows = await db
    .selectFrom('applications as a')
    .leftJoin('intakes as i', (join) =>
      join.onRef('i.programme', '=', 'a.programme').onRef('i.starts_on', '=', 'a.start_date'),
    )
    .select(['a.id', 'a.programme', 'a.start_date', 'a.waiting_list', 'i.id as intake_id', 'i.state', 'i.policy'])
    .where(
      'a.id',
      'in',
      stored.map((row) => row.id),
    )
    .execute();
  expect(rows).toHaveLength(stored.length);
  for (const row of stored) {
    const migrated = rows.find((candidate) => candidate.id === row.id)!;
    expect(migrated.intake_id).not.toBeNull();
    expect(migrated.state).toBe('closed');
    expect(migrated.waiting_list).toBe(false);
    // The CSV, the detail and the e-mails name the start date as before.
    expect(applicationKind.csvColumns.start_date.show!(migrated.start_date)).toBe(OLD_CODES[row.code]);
  }
  const intakes = await db.selectFrom('intakes').select(['programme', 'starts_on', 'deadline', 'state']).execute();
  expect(intakes).toHaveLength(8);
  expect(intakes.every((intake) => intake.state === 'closed' && intake.deadline <= intake.starts_on)).toBe(true);

  const draft = await db
    .selectFrom('application_drafts')
    .select('values')
    .where(sql<string>`"values"->>'firstName'`, '=', 'Draft')
    .executeTakeFirstOrThrow();
  expect(draft.values).toEqual({ programme: 'gcse', startDate: '2026-01-01', firstName: 'Draft' });

  // The foreign key now refuses an application that names no intake.
  await expect(insertOld(db, 'gcse', '2031-09-01')).rejects.toThrow(/applications_intake_fkey/);
  // And the programmes are the seven courses.
  await db
    .insertInto('intakes')
    .values({ programme: 'summer', starts_on: '2031-07-06', deadline: '2031-06-01' })
    .execute();
  await db
    .insertInto('intakes')
    .values({ programme: 'presessional', starts_on: '2031-07-06', deadline: '2031-06-01' })
    .execute();
  await expect(
    db
      .insertInto('intakes')
      .values({ programme: 'astronomy', starts_on: '2031-07-06', deadline: '2031-06-01' })
      .execute(),
  ).rejects.toThrow(/intakes_programme_check/);
  await db.deleteFrom('intakes').where('starts_on', '=', '2031-07-06').execute();

  // It rolls back to the four codes, rows intact, and forward again.
  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  const codes = await sql<{ start_date: string }>`select start_date from applications where id in (${sql.join(
    stored.map((row) => row.id),
  )})`.execute(db);
  expect(codes.rows.map((row) => row.start_date).sort()).toEqual(stored.map((row) => row.code).sort());
  await migrateToLatest(db);
  expect(
    await db
      .selectFrom('intakes')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ).toEqual({
    n: 8,
  });
});
