import { sql, type Kysely } from 'kysely';

/**
 * Intakes: one programme starting on one date, with its deadline, policy, optional capacity and
 * state (decision 128). The school opens and closes them; the form offers only the open ones.
 *
 * - The programmes grow from the spec's five to the seven courses on the site (Pre-Sessional
 *   English and the Summer School).
 * - An application names its intake by (programme, start_date), a foreign key that replaces the
 *   old check of start_date against four fixed codes; start_date becomes a date. Each code the
 *   stored applications use becomes a closed intake of the past starting on the first of its month,
 *   so every row is kept, names its intake and reads as before ("September 2026").
 * - Saved drafts that named an old code name the same date instead.
 * - `waiting_list` marks an application sent while its intake was full; `beyond_capacity` marks an
 *   offer the officer confirmed past the intake's capacity.
 *
 * The codes and dates below are copied, not imported: a migration is frozen in time.
 */
const PROGRAMMES = ['english', 'presessional', 'gcse', 'alevel', 'foundation', 'premasters', 'summer'];
const OLD_PROGRAMMES = ['english', 'gcse', 'alevel', 'foundation', 'premasters'];
const OLD_START_DATES: Record<string, string> = {
  sep2025: '2025-09-01',
  jan2026: '2026-01-01',
  apr2026: '2026-04-01',
  sep2026: '2026-09-01',
};

const inList = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

/** The old code as its date (null for anything else): SQL, so one statement converts every row. */
function codeToDate(expression: ReturnType<typeof sql.ref> | ReturnType<typeof sql>) {
  return sql`case ${expression} ${sql.join(
    Object.entries(OLD_START_DATES).map(([code, date]) => sql`when ${sql.lit(code)} then ${sql.lit(date)}`),
    sql` `,
  )} end`;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('intakes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('programme', 'text', (c) => c.notNull().check(sql`programme in (${inList(PROGRAMMES)})`))
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('deadline', 'date', (c) => c.notNull())
    .addColumn('policy', 'text', (c) =>
      c
        .notNull()
        .defaultTo('strict')
        .check(sql`policy in ('strict', 'rolling')`),
    )
    .addColumn('capacity', 'integer', (c) => c.check(sql`capacity is null or capacity between 1 and 10000`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`state in ('draft', 'open', 'closed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('intakes_programme_starts_on_key', ['programme', 'starts_on'])
    .addCheckConstraint('intakes_deadline_before_start', sql`deadline <= starts_on`)
    .execute();

  await sql`alter table applications drop constraint applications_programme_check`.execute(db);
  await sql`alter table applications add constraint applications_programme_check
    check (programme in (${inList(PROGRAMMES)}))`.execute(db);

  await sql`
    insert into intakes (programme, starts_on, deadline, policy, state)
    select distinct programme, (${codeToDate(sql.ref('start_date'))})::date, (${codeToDate(sql.ref('start_date'))})::date,
      'strict', 'closed'
    from applications
  `.execute(db);

  await sql`alter table applications drop constraint applications_start_date_check`.execute(db);
  await sql`alter table applications
    alter column start_date type date using (${codeToDate(sql.ref('start_date'))})::date`.execute(db);
  await sql`alter table applications add constraint applications_intake_fkey
    foreign key (programme, start_date) references intakes (programme, starts_on) on update cascade`.execute(db);
  await db.schema
    .createIndex('applications_intake_idx')
    .on('applications')
    .columns(['programme', 'start_date', 'status'])
    .execute();
  await db.schema
    .alterTable('applications')
    .addColumn('waiting_list', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('application_status_changes')
    .addColumn('beyond_capacity', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await sql`
    update application_drafts
    set "values" = jsonb_set("values", '{startDate}', to_jsonb(${codeToDate(sql`"values"->>'startDate'`)}::text))
    where "values"->>'startDate' in (${inList(Object.keys(OLD_START_DATES))})
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const dateToCode = sql`case to_char(start_date, 'YYYY-MM-DD') ${sql.join(
    Object.entries(OLD_START_DATES).map(([code, date]) => sql`when ${sql.lit(date)} then ${sql.lit(code)}`),
    sql` `,
  )} end`;
  await db.schema.alterTable('application_status_changes').dropColumn('beyond_capacity').execute();
  await db.schema.alterTable('applications').dropColumn('waiting_list').execute();
  await db.schema.dropIndex('applications_intake_idx').execute();
  await sql`alter table applications drop constraint applications_intake_fkey`.execute(db);
  await sql`alter table applications alter column start_date type text using (${dateToCode})`.execute(db);
  await sql`alter table applications add constraint applications_start_date_check
    check (start_date in (${inList(Object.keys(OLD_START_DATES))}))`.execute(db);
  await sql`alter table applications drop constraint applications_programme_check`.execute(db);
  await sql`alter table applications add constraint applications_programme_check
    check (programme in (${inList(OLD_PROGRAMMES)}))`.execute(db);
  await db.schema.dropTable('intakes').execute();
}
