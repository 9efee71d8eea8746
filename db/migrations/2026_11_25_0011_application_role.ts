import { sql, type Kysely } from 'kysely';

/**
 * The application's privileges, apart from the owner's (docs/decisions/103-database-roles.md).
 * The migrations run as the owner; the server, worker and CLIs connect as a login role that is a
 * member of `academy_app`, which may read and write every table except the audit log, where it
 * may only INSERT and SELECT. Changing audit entries goes through three SECURITY DEFINER
 * functions, each with its own limit: retention (entries past a year), dropping client IPs
 * (after 90 days) and relabelling an erased staff member's entries.
 *
 * The numbers repeat domain/retention-periods.ts on purpose: a migration imports nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Roles belong to the whole server, so another database on it may have made this one already.
  await sql`
    do $$ begin
      if not exists (select from pg_roles where rolname = 'academy_app') then
        create role academy_app nologin;
      end if;
    exception when duplicate_object or unique_violation then null;
    end $$
  `.execute(db);

  const schema = sql.id((await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]!.name);
  await sql`grant usage on schema ${schema} to academy_app`.execute(db);
  await sql`grant select, insert, update, delete on all tables in schema ${schema} to academy_app`.execute(db);
  await sql`grant usage, select on all sequences in schema ${schema} to academy_app`.execute(db);
  // Tables and sequences later migrations make (as the same owner) get the same grants.
  await sql`alter default privileges in schema ${schema} grant select, insert, update, delete on tables to academy_app`.execute(
    db,
  );
  await sql`alter default privileges in schema ${schema} grant usage, select on sequences to academy_app`.execute(db);
  await sql`revoke all on kysely_migration, kysely_migration_lock from academy_app`.execute(db);
  await sql`revoke all on audit_log from public`.execute(db);
  await sql`revoke update, delete, truncate on audit_log from academy_app`.execute(db);
  await sql`grant select, insert on audit_log to academy_app`.execute(db);

  // Each function runs as the owner, with a search_path the caller cannot change, and turns the
  // trigger's maintenance setting on for its own statement only. (A `set` clause on the function
  // would be neater, but PostgreSQL lets only a superuser attach a custom setting that way.)
  const definer = sql`security definer set search_path = ${schema}, pg_temp`;
  const maintenanceOn = sql.raw(`perform set_config('academy.audit_maintenance', 'on', true);`);
  const maintenanceOff = sql.raw(`perform set_config('academy.audit_maintenance', 'off', true);`);
  await sql`
    create function audit_log_delete_expired(retain_days integer, batch_size integer) returns integer
    language plpgsql ${definer} as $$
    declare deleted integer;
    begin
      if retain_days is null or retain_days < 365 then
        raise exception 'audit entries are kept at least 365 days (asked to delete after %)', retain_days
          using errcode = 'insufficient_privilege';
      end if;
      ${maintenanceOn}
      delete from audit_log where id in (
        select id from audit_log where at < now() - make_interval(days => retain_days)
        limit batch_size for update skip locked);
      get diagnostics deleted = row_count;
      ${maintenanceOff}
      return deleted;
    end
    $$
  `.execute(db);
  await sql`
    create function audit_log_drop_ips() returns integer
    language plpgsql ${definer} as $$
    declare dropped integer;
    begin
      ${maintenanceOn}
      update audit_log set ip = null where ip is not null and at < now() - interval '90 days';
      get diagnostics dropped = row_count;
      ${maintenanceOff}
      return dropped;
    end
    $$
  `.execute(db);
  await sql`
    create function audit_log_redact_actor(erased_user uuid) returns integer
    language plpgsql ${definer} as $$
    declare redacted integer;
    begin
      if exists (select from users where id = erased_user) then
        raise exception 'only an erased account''s audit entries are relabelled' using errcode = 'insufficient_privilege';
      end if;
      ${maintenanceOn}
      update audit_log set actor_label = '[erased] ' || left(erased_user::text, 8) where actor_id = erased_user;
      get diagnostics redacted = row_count;
      ${maintenanceOff}
      return redacted;
    end
    $$
  `.execute(db);
  for (const fn of [
    sql`audit_log_delete_expired(integer, integer)`,
    sql`audit_log_drop_ips()`,
    sql`audit_log_redact_actor(uuid)`,
  ]) {
    await sql`revoke all on function ${fn} from public`.execute(db);
    await sql`grant execute on function ${fn} to academy_app`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function audit_log_redact_actor(uuid)`.execute(db);
  await sql`drop function audit_log_drop_ips()`.execute(db);
  await sql`drop function audit_log_delete_expired(integer, integer)`.execute(db);
  const schema = sql.id((await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]!.name);
  await sql`alter default privileges in schema ${schema} revoke all on tables from academy_app`.execute(db);
  await sql`alter default privileges in schema ${schema} revoke all on sequences from academy_app`.execute(db);
  await sql`revoke all on all tables in schema ${schema} from academy_app`.execute(db);
  await sql`revoke all on all sequences in schema ${schema} from academy_app`.execute(db);
  await sql`revoke all on schema ${schema} from academy_app`.execute(db);
  // The role stays: other databases on the server may use it.
}
