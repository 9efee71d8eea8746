import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/client';
import { migrateToLatest } from '../../db/migrate';
import { migrations } from '../../db/migrations/all';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/test-db';

// Two engineers' migrations can land in the other order from their names: 0031 was on main and
// in developers' databases before 0030 landed (decision 146).
const LANDED_LATE = '2026_11_28_0030_interview_outcomes';
const names = Object.keys(migrations).sort();
const before = names[names.indexOf(LANDED_LATE) - 1]!;

let database: IsolatedDatabase;
let owner: Db;
beforeAll(async () => {
  database = await createIsolatedDatabase();
  owner = createDb({ connectionString: database.ownerUrl, max: 1 });
});
afterAll(async () => {
  await owner.destroy();
  await database.drop();
});

const hasOutcomeColumn = async () =>
  (
    await sql<{ n: number }>`select count(*)::int as n from information_schema.columns
      where table_name = 'bookings' and column_name = 'outcome'`.execute(owner)
  ).rows[0]!.n === 1;

it('applies a migration that landed after a later-named one already ran, and nothing twice', async () => {
  const ordered = new Migrator({ db: owner, provider: { getMigrations: async () => migrations } });
  expect((await ordered.migrateTo(before)).error).toBeUndefined();
  // A database migrated while main held every migration but the late one.
  const withoutLate = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== LANDED_LATE));
  const earlier = new Migrator({ db: owner, provider: { getMigrations: async () => withoutLate } });
  expect((await earlier.migrateToLatest()).error).toBeUndefined();
  expect(await hasOutcomeColumn()).toBe(false);

  const results = await migrateToLatest(owner);
  expect(results.map((result) => [result.migrationName, result.status])).toEqual([[LANDED_LATE, 'Success']]);
  expect(await hasOutcomeColumn()).toBe(true);
  expect(await migrateToLatest(owner)).toEqual([]);
});
