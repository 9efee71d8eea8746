import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/client';
import { migrateToLatest } from '../../db/migrate';
import { migrations } from '../../db/migrations/all';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';

const ENROLMENT_MIGRATION = '2026_11_28_0027_enrolment_and_arrivals';
const names = Object.keys(migrations).sort();
const before = names[names.indexOf(ENROLMENT_MIGRATION) - 1]!;

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

it('adds "enrolled" and the arrivals, and going down returns an enrolled application to "accepted"', async () => {
  const migrator = new Migrator({ db: owner, provider: { getMigrations: async () => migrations } });
  await migrateToLatest(owner);
  const { rows } = await sql<{ id: string }>`
    insert into applications (first_name, last_name, date_of_birth, nationality, email, phone, address, city,
      postal_code, country, programme, start_date, status)
    values ('Ffion', 'Enrolled', '2006-01-01', 'Welsh', ${uniqueEmail('migrated-enrolled')}, '029 2018 0779',
      '1 Old Street', 'Cardiff', 'CF10 1AA', 'United Kingdom', 'alevel', '2026-09-01', 'enrolled')
    returning id`.execute(owner);
  const id = rows[0]!.id;
  await sql`insert into arrivals (application_id, flight_number, arrival_date, arrival_time, pick_up, accommodation)
    values (${id}, 'BA123', '2026-08-30', '14:30', true, 'homestay')`.execute(owner);
  // The database repeats the rules: a flight number as kept, and the two kinds of accommodation.
  for (const [flight, accommodation] of [
    ['ba123', 'homestay'],
    ['BA 123', 'homestay'],
    ['BA123', 'hotel'],
  ]) {
    await expect(
      sql`update arrivals set flight_number = ${flight}, accommodation = ${accommodation} where application_id = ${id}`.execute(
        owner,
      ),
    ).rejects.toThrow(/check/);
  }

  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  const { rows: after } = await sql<{ status: string }>`select status from applications where id = ${id}`.execute(
    owner,
  );
  expect(after).toEqual([{ status: 'accepted' }]);
  await expect(sql`update applications set status = 'enrolled' where id = ${id}`.execute(owner)).rejects.toThrow(
    /check/,
  );

  await migrateToLatest(owner);
  await sql`update applications set status = 'enrolled' where id = ${id}`.execute(owner);
});
