import { sql, type Kysely } from 'kysely';

/**
 * The CAS and the Student visa's outcome (decision 136).
 *
 * `cas_records`: at most one an application, for an applicant who needs a Student visa: the CAS
 * number (14 letters and digits) and its date, who recorded it, then the visa's outcome. A refused
 * visa marks the deposit "to refund" here, as there is no deposit table yet. Goes with its
 * application (erasure and retention).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cas_records')
    .addColumn('application_id', 'uuid', (c) => c.primaryKey().references('applications.id').onDelete('cascade'))
    .addColumn('cas_number', 'text', (c) => c.notNull().check(sql`cas_number ~ '^[A-Z0-9]{14}$'`))
    .addColumn('issued_on', 'date', (c) => c.notNull())
    .addColumn('recorded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('visa_outcome', 'text', (c) => c.check(sql`visa_outcome in ('granted', 'refused')`))
    .addColumn('visa_outcome_at', 'timestamptz')
    .addColumn('deposit_to_refund', 'boolean', (c) => c.notNull().defaultTo(false))
    .addCheckConstraint(
      'cas_records_refund_only_when_refused',
      sql`not deposit_to_refund or coalesce(visa_outcome = 'refused', false)`,
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cas_records').execute();
}
