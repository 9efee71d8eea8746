import { sql, type Kysely } from 'kysely';

/**
 * Possible duplicate applications: two applications from one e-mail address, or from
 * one name and date of birth, are shown to staff as possible duplicates until someone marks the
 * pair "not a duplicate". A pair is stored once, its smaller id first; either application's
 * erasure or retention takes the mark with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('duplicate_dismissals')
    .addColumn('first_application_id', 'uuid', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('second_application_id', 'uuid', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('dismissed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // Kept as text too, so the mark still says who after an account is deleted.
    .addColumn('dismissed_by_email', 'text', (c) => c.notNull())
    .addColumn('dismissed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('duplicate_dismissals_pkey', ['first_application_id', 'second_application_id'])
    .addCheckConstraint('duplicate_dismissals_ordered_pair', sql`first_application_id < second_application_id`)
    .execute();
  // The primary key serves lookups and cascades by the first id; this one by the second.
  await db.schema
    .createIndex('duplicate_dismissals_second_idx')
    .on('duplicate_dismissals')
    .column('second_application_id')
    .execute();

  // Same e-mail uses applications_email_lower_idx (0004); same name and date of birth uses this.
  await db.schema
    .createIndex('applications_name_birth_idx')
    .on('applications')
    .expression(sql`lower(first_name), lower(last_name), date_of_birth`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_name_birth_idx').execute();
  await db.schema.dropTable('duplicate_dismissals').execute();
}
