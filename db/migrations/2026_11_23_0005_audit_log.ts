import { sql, type Kysely } from 'kysely';

/**
 * The append-only record of staff actions on personal data. A trigger refuses UPDATE and
 * DELETE unless the transaction has opted in with `set local academy.audit_maintenance = 'on'`,
 * which only the retention pass and erasure (core/audit/audit-log.ts) do.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // No foreign key: the entry outlives the account it names.
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .execute();
  // The dashboard reads newest first, by staff member or action; retention deletes oldest first.
  await db.schema
    .createIndex('audit_log_at_id_idx')
    .on('audit_log')
    .expression(sql`at desc, id desc`)
    .execute();
  await db.schema
    .createIndex('audit_log_actor_at_idx')
    .on('audit_log')
    .expression(sql`actor_id, at desc, id desc`)
    .execute();
  await db.schema
    .createIndex('audit_log_action_at_idx')
    .on('audit_log')
    .expression(sql`action, at desc, id desc`)
    .execute();

  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if coalesce(current_setting('academy.audit_maintenance', true), '') <> 'on' then
        raise exception 'audit_log is append-only' using errcode = 'insufficient_privilege';
      end if;
      return case when tg_op = 'DELETE' then old else new end;
    end
    $$
  `.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()
  `.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await sql`drop function if exists audit_log_append_only()`.execute(db);
}
