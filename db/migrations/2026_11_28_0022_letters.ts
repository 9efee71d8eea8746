import { sql, type Kysely } from 'kysely';

/**
 * Letters and the texts staff edit (decisions 132 and 133).
 *
 * - `message_templates`: every version of every letter's and status e-mail's text, in English and
 *   Arabic side by side; a save adds a version, nothing is ever changed in place. Version 1 is
 *   written by the application from its catalogues the first time a template is read.
 * - `letters`: each PDF letter of an application, at most one of each kind. A letter is asked for
 *   as a pending row (the template version and the offer's terms fixed then, in the transaction of
 *   the decision: the row is its own outbox), and the worker renders it once: the SHA-256 of its
 *   bytes and its object in the storage of the documents feature are set, and an issued letter is
 *   never changed again. Deleting a row (erasure, retention) queues its object's removal in the
 *   same transaction, as documents do (migration 0013).
 *
 * The kinds and keys below are copied, not imported: a migration is frozen in time.
 */
const TEMPLATE_KEYS = [
  'letter_conditional_offer',
  'letter_unconditional_offer',
  'letter_decline',
  'letter_acceptance_confirmation',
  'email_interview',
  'email_offer',
  'email_declined',
];
const LETTER_KINDS = ['conditional_offer', 'unconditional_offer', 'decline', 'acceptance_confirmation'];

const inList = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('message_templates')
    .addColumn('key', 'text', (c) => c.notNull().check(sql`key in (${inList(TEMPLATE_KEYS)})`))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('subject_en', 'text', (c) => c.notNull().check(sql`char_length(subject_en) between 1 and 300`))
    .addColumn('heading_en', 'text', (c) => c.notNull().check(sql`char_length(heading_en) between 1 and 300`))
    .addColumn('body_en', 'text', (c) => c.notNull().check(sql`char_length(body_en) between 1 and 10000`))
    .addColumn('subject_ar', 'text', (c) => c.notNull().check(sql`char_length(subject_ar) between 1 and 300`))
    .addColumn('heading_ar', 'text', (c) => c.notNull().check(sql`char_length(heading_ar) between 1 and 300`))
    .addColumn('body_ar', 'text', (c) => c.notNull().check(sql`char_length(body_ar) between 1 and 10000`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('message_templates_pkey', ['key', 'version'])
    .execute();

  await db.schema
    .createTable('letters')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in (${inList(LETTER_KINDS)})`))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'ar')`))
    .addColumn('template_key', 'text', (c) => c.notNull())
    .addColumn('template_version', 'integer', (c) => c.notNull())
    // The offer's terms the letter states (fees, deposit, reply-by date, conditions), fixed when it is asked for.
    .addColumn('terms', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'issued')`),
    )
    .addColumn('sha256', 'text', (c) => c.check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('object_key', 'text', (c) => c.unique())
    .addColumn('size_bytes', 'integer', (c) => c.check(sql`size_bytes > 0`))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('issued_at', 'timestamptz')
    .addForeignKeyConstraint('letters_template_fkey', ['template_key', 'template_version'], 'message_templates', [
      'key',
      'version',
    ])
    // The letter is never generated twice with a different text: one of each kind per application,
    // and an issued letter keeps its bytes, their hash and its object.
    .addUniqueConstraint('letters_application_kind_key', ['application_id', 'kind'])
    .addCheckConstraint(
      'letters_issued_has_file',
      sql`(state = 'issued') = (sha256 is not null and object_key is not null and size_bytes is not null and issued_at is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('letters_pending_idx')
    .on('letters')
    .column('requested_at')
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  await sql`
    create function letters_keep_issued() returns trigger language plpgsql as $$
    begin
      if old.state = 'issued' then
        raise exception 'an issued letter is never changed' using errcode = 'check_violation';
      end if;
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger letters_keep_issued
    before update on letters
    for each row execute function letters_keep_issued()
  `.execute(db);

  await sql`
    create function letters_queue_object() returns trigger language plpgsql as $$
    begin
      if old.object_key is not null then
        insert into stored_object_removals (object_key) values (old.object_key)
        on conflict (object_key) do update set due_at = now();
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger letters_queue_object
    after delete on letters
    for each row execute function letters_queue_object()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('letters').execute();
  await sql`drop function letters_queue_object()`.execute(db);
  await sql`drop function letters_keep_issued()`.execute(db);
  await db.schema.dropTable('message_templates').execute();
}
