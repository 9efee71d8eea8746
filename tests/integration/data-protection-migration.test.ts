import { Migrator } from 'kysely';
import { createDb, type Db } from '../../db/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { migrations } from '../../db/migrations/all';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';

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

it('migration 0006 rolls back, and on the way up backfills when each closed application was closed', async () => {
  const db = owner;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const down = await migrator.migrateTo('2026_11_23_0005_audit_log');
  expect(down.error).toBeUndefined();

  const insert = async (status: string) =>
    (
      await db
        .insertInto('applications')
        .values({
          first_name: 'Back',
          last_name: 'Fill',
          date_of_birth: '2006-01-01',
          nationality: 'Welsh',
          email: uniqueEmail('backfill'),
          phone: '029 2018 0888',
          address: '1 Old Street',
          city: 'Cardiff',
          postal_code: 'CF10 1AA',
          country: 'United Kingdom',
          programme: 'alevel',
          start_date: 'sep2026',
          status,
          created_at: new Date('2025-01-01T00:00:00Z'),
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const declined = await insert('declined');
  const withdrawnNoHistory = await insert('withdrawn');
  const open = await insert('interview');
  await db
    .insertInto('application_status_changes')
    .values([
      {
        application_id: declined,
        from_status: 'submitted',
        to_status: 'declined',
        changed_by_email: 'a@academy.example',
        changed_at: '2025-03-01T00:00:00Z',
      },
      {
        application_id: declined,
        from_status: 'declined',
        to_status: 'under_review',
        changed_by_email: 'a@academy.example',
        changed_at: '2025-04-01T00:00:00Z',
      },
      {
        application_id: declined,
        from_status: 'under_review',
        to_status: 'declined',
        changed_by_email: 'a@academy.example',
        changed_at: '2025-05-01T00:00:00Z',
      },
    ] as never)
    .execute();

  await migrateToLatest(db);
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'final_status_at'])
    .where('id', 'in', [declined, withdrawnNoHistory, open])
    .execute();
  const closedAt = Object.fromEntries(rows.map((row) => [row.id, row.final_status_at?.toISOString() ?? null]));
  expect(closedAt).toEqual({
    [declined]: '2025-05-01T00:00:00.000Z',
    [withdrawnNoHistory]: '2025-01-01T00:00:00.000Z',
    [open]: null,
  });
});
