import { sql, type Kysely } from 'kysely';

// Frozen in time: copied, not imported, from domain/application-status.ts.
const STATUSES = ['submitted', 'under_review', 'interview', 'offer', 'declined', 'withdrawn'];
const statusList = sql.raw(STATUSES.map((s) => `'${s}'`).join(', '));

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('submitted')
        .check(sql`status in (${statusList})`),
    )
    .execute();

  // Keyset pagination walks (created_at, id) newest first; the status filter walks the same order.
  await db.schema
    .createIndex('applications_created_at_id_idx')
    .on('applications')
    .expression(sql`created_at desc, id desc`)
    .execute();
  await db.schema
    .createIndex('applications_status_created_at_id_idx')
    .on('applications')
    .expression(sql`status, created_at desc, id desc`)
    .execute();
  await db.schema
    .createIndex('contact_submissions_created_at_id_idx')
    .on('contact_submissions')
    .expression(sql`created_at desc, id desc`)
    .execute();
  // Enquiries and applications from one address link to each other.
  await db.schema
    .createIndex('applications_email_lower_idx')
    .on('applications')
    .expression(sql`lower(email)`)
    .execute();
  await db.schema
    .createIndex('contact_submissions_email_lower_idx')
    .on('contact_submissions')
    .expression(sql`lower(email)`)
    .execute();

  // Trigram indexes make the name/e-mail search fast at 100,000 rows; pg_trgm is a trusted
  // extension but not every server ships contrib, so the search still works (slower) without it.
  await sql`
    do $$
    begin
      create extension if not exists pg_trgm;
      execute 'create index applications_search_trgm_idx on applications using gin ((first_name || '' '' || last_name || '' '' || email) gin_trgm_ops)';
      execute 'create index contact_submissions_search_trgm_idx on contact_submissions using gin ((first_name || '' '' || last_name || '' '' || email) gin_trgm_ops)';
    exception when others then
      raise notice 'pg_trgm unavailable; search runs without trigram indexes';
    end
    $$;
  `.execute(db);

  await db.schema
    .createTable('application_status_changes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (c) => c.notNull().check(sql`from_status in (${statusList})`))
    .addColumn('to_status', 'text', (c) => c.notNull().check(sql`to_status in (${statusList})`))
    .addColumn('changed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // Kept as text too, so the history still says who after an account is deleted.
    .addColumn('changed_by_email', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.check(sql`note is null or char_length(note) between 1 and 2000`))
    .addColumn('applicant_emailed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('application_status_changes_application_idx')
    .on('application_status_changes')
    .columns(['application_id', 'changed_at'])
    .execute();

  await db.schema
    .createTable('submission_notes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('submission_type', 'text', (c) => c.notNull().check(sql`submission_type in ('application', 'contact')`))
    .addColumn('submission_id', 'uuid', (c) => c.notNull())
    .addColumn('author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) =>
      c.notNull().check(sql`char_length(body) between 1 and 5000 and body = btrim(body)`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('submission_notes_submission_idx')
    .on('submission_notes')
    .columns(['submission_id', 'created_at'])
    .execute();

  // One row per submission once any admin has opened it; no row means "new".
  await db.schema
    .createTable('submission_openings')
    .addColumn('submission_id', 'uuid', (c) => c.primaryKey())
    .addColumn('submission_type', 'text', (c) => c.notNull().check(sql`submission_type in ('application', 'contact')`))
    .addColumn('opened_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('submission_openings').execute();
  await db.schema.dropTable('submission_notes').execute();
  await db.schema.dropTable('application_status_changes').execute();
  await sql`drop index if exists applications_search_trgm_idx`.execute(db);
  await sql`drop index if exists contact_submissions_search_trgm_idx`.execute(db);
  await db.schema.dropIndex('contact_submissions_email_lower_idx').execute();
  await db.schema.dropIndex('applications_email_lower_idx').execute();
  await db.schema.dropIndex('contact_submissions_created_at_id_idx').execute();
  await db.schema.dropIndex('applications_status_created_at_id_idx').execute();
  await db.schema.dropIndex('applications_created_at_id_idx').execute();
  await db.schema.alterTable('applications').dropColumn('status').execute();
}
