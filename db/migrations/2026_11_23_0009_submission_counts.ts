import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's tab counts (every submission, and those no admin has opened) kept exact by
 * triggers, so a page load reads a few rows instead of counting 100,000 (decision 073).
 *
 * Each writing statement appends one delta row per kind instead of updating one counter row:
 * a single hot row would hold its lock until each submission's commit and serialise every
 * public submission behind it. Statement-level triggers with transition tables make a bulk
 * DELETE (retention, erasure) one delta, not one per row. Reads sum the deltas; compaction
 * (server/admissions/submission-counts.ts) folds them back into one row per kind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('submission_counts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('application', 'contact')`))
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('unopened', 'bigint', (c) => c.notNull())
    .execute();

  // `tg_argv[0]` is the kind; both triggers name their transition table `changed_rows`.
  await sql`
    create function submission_counts_changed() returns trigger language plpgsql as $$
    declare
      sign int := case when tg_op = 'INSERT' then 1 else -1 end;
    begin
      insert into submission_counts (kind, total, unopened)
      select tg_argv[0], sign * count(*), sign * count(*) filter (where o.submission_id is null)
      from changed_rows c left join submission_openings o on o.submission_id = c.id
      having count(*) > 0;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function submission_counts_truncated() returns trigger language plpgsql as $$
    begin
      insert into submission_counts (kind, total, unopened)
      select tg_argv[0], -coalesce(sum(total), 0), -coalesce(sum(unopened), 0)
      from submission_counts where kind = tg_argv[0];
      return null;
    end
    $$
  `.execute(db);

  for (const [table, kind] of [
    ['applications', 'application'],
    ['contact_submissions', 'contact'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`${table}_counts_insert`)} after insert on ${sql.table(table)}
      referencing new table as changed_rows for each statement
      execute function submission_counts_changed(${sql.lit(kind)})
    `.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_counts_delete`)} after delete on ${sql.table(table)}
      referencing old table as changed_rows for each statement
      execute function submission_counts_changed(${sql.lit(kind)})
    `.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_counts_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function submission_counts_truncated(${sql.lit(kind)})
    `.execute(db);
  }

  // An opening row counts only while its submission exists (erasure may delete either first).
  await sql`
    create function submission_openings_counted() returns trigger language plpgsql as $$
    declare
      sign int := case when tg_op = 'INSERT' then -1 else 1 end;
    begin
      insert into submission_counts (kind, total, unopened)
      select 'application', 0, sign * count(*) from changed_rows c join applications a on a.id = c.submission_id
      having count(*) > 0;
      insert into submission_counts (kind, total, unopened)
      select 'contact', 0, sign * count(*) from changed_rows c join contact_submissions s on s.id = c.submission_id
      having count(*) > 0;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger submission_openings_counts_insert after insert on submission_openings
    referencing new table as changed_rows for each statement execute function submission_openings_counted()
  `.execute(db);
  await sql`
    create trigger submission_openings_counts_delete after delete on submission_openings
    referencing old table as changed_rows for each statement execute function submission_openings_counted()
  `.execute(db);
  // Every opening gone: every existing submission is unopened again.
  await sql`
    create function submission_openings_truncated() returns trigger language plpgsql as $$
    begin
      insert into submission_counts (kind, total, unopened)
      select kind, 0, sum(total) - sum(unopened) from submission_counts group by kind
      having sum(total) <> sum(unopened);
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger submission_openings_counts_truncate after truncate on submission_openings
    for each statement execute function submission_openings_truncated()
  `.execute(db);

  // Today's rows, counted once.
  await sql`
    insert into submission_counts (kind, total, unopened)
    select 'application', count(*), count(*) filter (where o.submission_id is null)
    from applications a left join submission_openings o on o.submission_id = a.id
    union all
    select 'contact', count(*), count(*) filter (where o.submission_id is null)
    from contact_submissions s left join submission_openings o on o.submission_id = s.id
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['applications', 'contact_submissions']) {
    for (const event of ['insert', 'delete', 'truncate']) {
      await sql`drop trigger if exists ${sql.raw(`${table}_counts_${event}`)} on ${sql.table(table)}`.execute(db);
    }
  }
  for (const event of ['insert', 'delete', 'truncate']) {
    await sql`drop trigger if exists ${sql.raw(`submission_openings_counts_${event}`)} on submission_openings`.execute(
      db,
    );
  }
  await db.schema.dropTable('submission_counts').execute();
  for (const fn of [
    'submission_counts_changed',
    'submission_counts_truncated',
    'submission_openings_counted',
    'submission_openings_truncated',
  ]) {
    await sql`drop function if exists ${sql.raw(fn)}()`.execute(db);
  }
}
