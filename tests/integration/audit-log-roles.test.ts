import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/client';
import { createStaff } from '../support/factories';
import { createIsolatedDatabase, testDb, type IsolatedDatabase } from '../support/test-db';

// Every test connects as the application role, as the server, worker and CLIs do
// (docs/decisions/103-database-roles.md); only the migrations run as the owner.
const db = testDb();
const DAY_MS = 24 * 60 * 60 * 1000;

async function auditCount(): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the application role and the audit log', () => {
  it('is neither the owner of the audit log nor a superuser', async () => {
    const { rows } = await sql<{ owns: boolean; superuser: boolean }>`
      select pg_has_role(current_user, (select tableowner from pg_tables where tablename = 'audit_log'), 'USAGE') as owns,
             (select rolsuper from pg_roles where rolname = current_user) as superuser
    `.execute(db);
    expect(rows[0]).toEqual({ owns: false, superuser: false });
  });

  it('may insert and read entries', async () => {
    await db
      .insertInto('audit_log')
      .values({ actor_label: 'system', action: 'auth.signed_in', details: '{"marker":"app-insert"}' })
      .execute();
    const row = await db
      .selectFrom('audit_log')
      .select('details')
      .where(sql<string>`details->>'marker'`, '=', 'app-insert')
      .executeTakeFirst();
    expect(row?.details).toEqual({ marker: 'app-insert' });
  });

  it('cannot UPDATE, DELETE or TRUNCATE the audit log, even with the maintenance setting on', async () => {
    await db.insertInto('audit_log').values({ actor_label: 'system', action: 'auth.signed_in' }).execute();
    const before = await auditCount();
    await expect(sql`update audit_log set actor_label = 'someone else'`.execute(db)).rejects.toThrow(
      'permission denied for table audit_log',
    );
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow('permission denied for table audit_log');
    await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow('permission denied for table audit_log');
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`set local academy.audit_maintenance = 'on'`.execute(trx);
        await sql`delete from audit_log`.execute(trx);
      }),
    ).rejects.toThrow('permission denied for table audit_log');
    expect(await auditCount()).toBeGreaterThanOrEqual(before);
  });

  it('cannot switch off the append-only trigger or take the table over', async () => {
    await expect(sql`alter table audit_log disable trigger audit_log_append_only`.execute(db)).rejects.toThrow(
      /must be owner of (table|relation) audit_log/,
    );
    await expect(sql`alter table audit_log owner to current_user`.execute(db)).rejects.toThrow(
      /must be owner of (table|relation) audit_log/,
    );
    await expect(sql`drop trigger audit_log_append_only on audit_log`.execute(db)).rejects.toThrow(
      /must be owner of (table|relation) audit_log/,
    );
  });

  it("retention's function deletes only entries older than the floor, and refuses a period under it", async () => {
    const at = (days: number) => new Date(Date.now() - days * DAY_MS);
    await db
      .insertInto('audit_log')
      .values([
        { actor_label: 'system', action: 'auth.signed_in', at: at(400), details: '{"marker":"floor-old"}' },
        { actor_label: 'system', action: 'auth.signed_in', at: at(300), details: '{"marker":"floor-young"}' },
      ])
      .execute();
    await expect(sql`select audit_log_delete_expired(30, 500)`.execute(db)).rejects.toThrow(
      'audit entries are kept at least 365 days (asked to delete after 30)',
    );
    await sql`select audit_log_delete_expired(365, 500)`.execute(db);
    const markers = await db
      .selectFrom('audit_log')
      .select(sql<string>`details->>'marker'`.as('marker'))
      .where(sql<string>`details->>'marker'`, 'in', ['floor-old', 'floor-young'])
      .execute();
    expect(markers.map((row) => row.marker)).toEqual(['floor-young']);
  });
});

describe('the audit log for its owner', () => {
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

  it('is still append-only outside the database functions', async () => {
    await owner.insertInto('audit_log').values({ actor_label: 'system', action: 'auth.signed_in' }).execute();
    await expect(sql`update audit_log set actor_label = 'someone else'`.execute(owner)).rejects.toThrow(
      'audit_log is append-only',
    );
    await expect(sql`delete from audit_log`.execute(owner)).rejects.toThrow('audit_log is append-only');
    await expect(sql`truncate audit_log`.execute(owner)).rejects.toThrow('audit_log is append-only');
  });
});

describe("erasure's function", () => {
  it("relabels only a deleted account's entries", async () => {
    const staff = await createStaff(db, { label: 'still-here' });
    await db
      .insertInto('audit_log')
      .values({ actor_id: staff.id, actor_label: staff.email, action: 'auth.signed_in' })
      .execute();
    await expect(sql`select audit_log_redact_actor(${staff.id}::uuid)`.execute(db)).rejects.toThrow(
      "only an erased account's audit entries are relabelled",
    );
    const row = await db
      .selectFrom('audit_log')
      .select('actor_label')
      .where('actor_id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row.actor_label).toBe(staff.email);
  });
});
