import { sql, type Kysely } from 'kysely';

// Frozen in time: copied, not imported, from domain/retention-periods.ts.
const FINAL_STATUSES = sql.raw(`('declined', 'withdrawn')`);

/**
 * Data protection (docs/decisions/050-052): when an application was closed (its retention clock),
 * a summary of each retention run, and the indexes the retention pass and erasure walk.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('final_status_at', 'timestamptz').execute();
  // Backfill: the latest change into a final status, or the submission time when history has none.
  await sql`
    update applications a
    set final_status_at = coalesce(
      (select max(c.changed_at) from application_status_changes c
        where c.application_id = a.id and c.to_status in ${FINAL_STATUSES}),
      a.created_at)
    where a.status in ${FINAL_STATUSES}
  `.execute(db);
  await db.schema
    .createIndex('applications_final_status_at_idx')
    .on('applications')
    .column('final_status_at')
    .where(sql.ref('final_status_at'), 'is not', null)
    .execute();

  // Sent and failed e-mail records expire by the time they were settled.
  await db.schema
    .createIndex('email_outbox_settled_idx')
    .on('email_outbox')
    .expression(sql`coalesce(sent_at, created_at)`)
    .where(sql.ref('status'), '<>', 'pending')
    .execute();
  // Erasure finds a person's e-mails by address, whatever its case.
  await db.schema
    .createIndex('email_outbox_recipient_lower_idx')
    .on('email_outbox')
    .expression(sql`lower(recipient)`)
    .execute();
  await db.schema
    .createIndex('email_confirmation_tokens_expires_at_idx')
    .on('email_confirmation_tokens')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('retention_runs')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // 'schedule' (the worker's daily job) or 'cli' (npm run privacy -- retention).
    .addColumn('trigger', 'text', (c) => c.notNull())
    // Rows erased per kind, e.g. {"contacts": 3, "closedApplications": 1, ...}; counts only.
    .addColumn('counts', 'jsonb', (c) => c.notNull())
    // The periods in force for this run, so a past summary still explains itself.
    .addColumn('periods', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('retention_runs_finished_at_idx')
    .on('retention_runs')
    .expression(sql`finished_at desc`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('retention_runs').execute();
  await db.schema.dropIndex('email_confirmation_tokens_expires_at_idx').execute();
  await db.schema.dropIndex('email_outbox_recipient_lower_idx').execute();
  await db.schema.dropIndex('email_outbox_settled_idx').execute();
  await db.schema.dropIndex('applications_final_status_at_idx').execute();
  await db.schema.alterTable('applications').dropColumn('final_status_at').execute();
}
