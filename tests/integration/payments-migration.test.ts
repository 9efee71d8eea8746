import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/client';
import { migrateToLatest } from '../../db/migrate';
import { migrations } from '../../db/migrations/all';
import { isPaymentReference } from '../../domain/payments';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';

const PAYMENTS_MIGRATION = '2026_11_28_0026_deposits_and_payments';
const names = Object.keys(migrations).sort();
const before = names[names.indexOf(PAYMENTS_MIGRATION) - 1]!;

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

async function offerBefore(db: Db): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into applications (first_name, last_name, date_of_birth, nationality, email, phone, address, city,
      postal_code, country, programme, start_date, status)
    values ('Old', 'Offer', '2006-01-01', 'Welsh', ${uniqueEmail('old-offer')}, '029 2018 0778',
      '1 Old Street', 'Cardiff', 'CF10 1AA', 'United Kingdom', 'alevel', '2026-09-01', 'offer')
    returning id`.execute(db);
  const id = rows[0]!.id;
  await sql`insert into offers (application_id, kind, fees_pence, deposit_pence, reply_by)
    values (${id}, 'unconditional', 1850000, 200000, '2040-06-30')`.execute(db);
  return id;
}

it('numbers the offers made before it, and every later offer, with distinct well-formed references', async () => {
  const db = owner;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  const old = [await offerBefore(db), await offerBefore(db)];

  await migrateToLatest(db);
  const { rows } = await sql<{ application_id: string; payment_reference: string }>`
    select application_id, payment_reference from offers where application_id in (${sql.join(old)})`.execute(db);
  expect(rows).toHaveLength(2);
  const later = await offerBefore(db);
  const { rows: added } = await sql<{ payment_reference: string }>`
    select payment_reference from offers where application_id = ${later}`.execute(db);
  const references = [...rows.map((row) => row.payment_reference), added[0]!.payment_reference];
  expect(new Set(references).size).toBe(3);
  for (const reference of references) expect(isPaymentReference(reference)).toBe(true);

  // Down and up again leaves the schema as it was.
  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  await migrateToLatest(db);
});
