import { sql, type Kysely } from 'kysely';

/**
 * Applicants' documents (docs/decisions/113-applicant-documents.md) and the queue of stored objects
 * to remove. A trigger queues a document's object in the same transaction that deletes the row or
 * takes its key away (erasure, retention, replacement, quarantine), so no crash can leave an object
 * that no row names; an upload queues its own object as a lease before writing it, and clears the
 * lease in the transaction that inserts the row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stored_object_removals')
    .addColumn('object_key', 'text', (c) => c.primaryKey())
    // An upload's lease is not due until it has had time to finish.
    .addColumn('due_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('stored_object_removals_due_at_idx')
    .on('stored_object_removals')
    .column('due_at')
    .execute();

  await db.schema
    .createTable('application_documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('item', 'text', (c) => c.notNull().check(sql`char_length(item) between 1 and 40`))
    // Null once the object is gone (quarantined); the row stays so the applicant and staff see why.
    .addColumn('object_key', 'text', (c) => c.unique())
    .addColumn('original_name', 'text', (c) => c.notNull().check(sql`char_length(original_name) between 1 and 255`))
    .addColumn('mime_type', 'text', (c) =>
      c.notNull().check(sql`mime_type in ('application/pdf', 'image/jpeg', 'image/png')`),
    )
    .addColumn('size_bytes', 'integer', (c) => c.notNull().check(sql`size_bytes > 0`))
    .addColumn('scan_state', 'text', (c) =>
      c.notNull().check(sql`scan_state in ('pending', 'clean', 'infected', 'not_scanned')`),
    )
    .addColumn('scanned_at', 'timestamptz')
    .addColumn('signature', 'text')
    .addColumn('review_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('uploaded')
        .check(sql`review_state in ('uploaded', 'accepted', 'rejected')`),
    )
    .addColumn('reject_reason', 'text', (c) => c.check(sql`char_length(reject_reason) <= 500`))
    .addColumn('reviewed_by_email', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('application_documents_item_unique', ['application_id', 'item'])
    .execute();
  await db.schema
    .createIndex('application_documents_pending_idx')
    .on('application_documents')
    .column('uploaded_at')
    .where(sql.ref('scan_state'), '=', 'pending')
    .execute();

  await sql`
    create function application_documents_queue_object() returns trigger language plpgsql as $$
    begin
      if old.object_key is not null and (tg_op = 'DELETE' or new.object_key is distinct from old.object_key) then
        insert into stored_object_removals (object_key) values (old.object_key)
        on conflict (object_key) do update set due_at = now();
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger application_documents_queue_object
    after delete or update of object_key on application_documents
    for each row execute function application_documents_queue_object()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_documents').execute();
  await sql`drop function application_documents_queue_object()`.execute(db);
  await db.schema.dropTable('stored_object_removals').execute();
}
