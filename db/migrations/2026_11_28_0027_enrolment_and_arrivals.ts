import { sql, type Kysely } from 'kysely';

/**
 * Enrolment and the arrival (decision 139).
 *
 * - `applications.status` (and the history's) gains 'enrolled': set by staff's Enrol action once
 *   the acceptance counted, the deposit is paid in full and a CAS is issued or not needed.
 * - `arrivals`: at most one an application, entered by the enrolled applicant in their space: the
 *   flight number (an airline's code and one to four digits, upper case, no spaces), the date and
 *   the local time it lands at the UK airport (which keeps the school's clock, Europe/London),
 *   whether they want the airport pick-up, and the accommodation they want. Goes with its
 *   application (erasure and retention); the retention pass deletes it 90 days after its date.
 *
 * Statuses are copied, not imported: a migration is frozen in time.
 */
const STATUSES = ['submitted', 'under_review', 'interview', 'offer', 'accepted', 'enrolled', 'declined', 'withdrawn'];
const OLD_STATUSES = ['submitted', 'under_review', 'interview', 'offer', 'accepted', 'declined', 'withdrawn'];
const list = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

async function statusChecks(db: Kysely<any>, statuses: string[]): Promise<void> {
  await sql`alter table applications drop constraint applications_status_check`.execute(db);
  await sql`alter table applications add constraint applications_status_check check (status in (${list(statuses)}))`.execute(
    db,
  );
  for (const column of ['from_status', 'to_status']) {
    const name = sql.raw(`application_status_changes_${column}_check`);
    await sql`alter table application_status_changes drop constraint ${name}`.execute(db);
    await sql`alter table application_status_changes add constraint ${name} check (${sql.ref(column)} in (${list(statuses)}))`.execute(
      db,
    );
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await statusChecks(db, STATUSES);

  await db.schema
    .createTable('arrivals')
    .addColumn('application_id', 'uuid', (c) => c.primaryKey().references('applications.id').onDelete('cascade'))
    .addColumn('flight_number', 'text', (c) =>
      c.notNull().check(sql`flight_number ~ '^([A-Z]{3}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{2})[0-9]{1,4}[A-Z]?$'`),
    )
    .addColumn('arrival_date', 'date', (c) => c.notNull())
    .addColumn('arrival_time', sql`time(0)`, (c) => c.notNull())
    .addColumn('pick_up', 'boolean', (c) => c.notNull())
    .addColumn('accommodation', 'text', (c) => c.notNull().check(sql`accommodation in ('homestay', 'residence')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Staff read arrivals by date; the retention pass deletes by date.
  await db.schema.createIndex('arrivals_date_idx').on('arrivals').columns(['arrival_date', 'arrival_time']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('arrivals').execute();
  await sql`update applications set status = 'accepted' where status = 'enrolled'`.execute(db);
  await sql`delete from application_status_changes where to_status = 'enrolled' or from_status = 'enrolled'`.execute(
    db,
  );
  await statusChecks(db, OLD_STATUSES);
}
