import { sql, type Kysely } from 'kysely';

/**
 * When staff were told that an offer's reply-by date passed with no acceptance (decision 134,
 * amended): the worker's daily job sets it as it e-mails admissions, so each offer is reported
 * once; extending the date clears it. The partial index serves the job's search for offers not yet
 * reported.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('offers').addColumn('reply_by_passed_told_at', 'timestamptz').execute();
  await sql`create index offers_reply_by_not_told_idx on offers (reply_by) where reply_by_passed_told_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index offers_reply_by_not_told_idx`.execute(db);
  await db.schema.alterTable('offers').dropColumn('reply_by_passed_told_at').execute();
}
