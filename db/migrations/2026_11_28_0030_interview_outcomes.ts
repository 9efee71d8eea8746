import { sql, type Kysely } from 'kysely';

/**
 * Interviews (decision 145):
 * - one interview at a time per application: a partial unique index over the application's
 *   booked interviews, so two bookings racing for the same application cannot both stand;
 * - what happened: after it starts, the officer marks an interview attended or no-show
 *   (`outcome`, when and by whom). The officer's notes are the application's own notes
 *   (`submission_notes`), not a column here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('attended', 'no_show')`))
    .addColumn('outcome_at', 'timestamptz')
    .addColumn('outcome_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`alter table bookings add constraint bookings_outcome_interview
    check (outcome is null or (kind = 'interview' and outcome_at is not null))`.execute(db);
  await sql`create unique index bookings_one_interview on bookings (application_id)
    where kind = 'interview' and status = 'booked'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index bookings_one_interview`.execute(db);
  await db.schema.alterTable('bookings').dropConstraint('bookings_outcome_interview').execute();
  await db.schema
    .alterTable('bookings')
    .dropColumn('outcome')
    .dropColumn('outcome_at')
    .dropColumn('outcome_by')
    .execute();
}
