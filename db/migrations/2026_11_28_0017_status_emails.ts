import { sql, type Kysely } from 'kysely';

/**
 * What a status change told the applicant, and what the officer confirmed:
 * - `status_email_sent_at`: when the e-mail about this change left (the worker sets it as it marks
 *   the outbox row sent), so the applicant's space says a letter was e-mailed only once it was,
 *   and still knows after retention has erased the outbox record. `applicant_emailed` keeps
 *   meaning that an e-mail was queued. Changes whose e-mail was already sent take its time.
 * - `missing_documents`: the required checklist items (keys) an officer confirmed were not in hand
 *   when making an offer; null when none were missing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('application_status_changes')
    .addColumn('status_email_sent_at', 'timestamptz')
    .addColumn('missing_documents', sql`text[]`, (c) => c.check(sql`cardinality(missing_documents) > 0`))
    .execute();
  await sql`
    update application_status_changes change
    set status_email_sent_at = outbox.sent_at
    from email_outbox outbox
    where outbox.kind = 'application_status'
      and outbox.status = 'sent'
      and outbox.payload->>'statusChangeId' = change.id::text
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('application_status_changes')
    .dropColumn('missing_documents')
    .dropColumn('status_email_sent_at')
    .execute();
}
