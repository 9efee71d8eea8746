import { sql, type Kysely } from 'kysely';

/**
 * Application drafts ("save and finish later"): one per address, holding the form's
 * values as they were typed and the section (step) the applicant was in. Only the form's own
 * fields, each a string, and not much of them: the server caps each at the form's limit, and
 * these checks refuse anything else whatever door it comes through. Retention erases a draft
 * RETAIN_DRAFTS_DAYS after its last change; erasure takes it with the address.
 *
 * The field names and the five steps repeat domain/ on purpose: a migration imports nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const fields = [
    'firstName',
    'lastName',
    'dateOfBirth',
    'nationality',
    'email',
    'phone',
    'address',
    'city',
    'postalCode',
    'country',
    'programme',
    'startDate',
    'previousInstitution',
    'qualifications',
    'englishLevel',
    'motivation',
  ];
  const knownFields = sql`array[${sql.join(fields.map((field) => sql.lit(field)))}]::text[]`;

  await db.schema
    .createTable('application_drafts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`email = lower(btrim(email)) and char_length(email) between 3 and 254`),
    )
    .addColumn('values', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('step', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`step between 1 and 5`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('reminder_sent_at', 'timestamptz')
    .addCheckConstraint(
      'application_drafts_values_shape',
      sql`jsonb_typeof("values") = 'object'
        and ("values" - ${knownFields}) = '{}'::jsonb
        and not jsonb_path_exists("values", 'strict $.* ? (@.type() != "string")')
        and octet_length("values"::text) <= 32768`,
    )
    .execute();
  // Retention (by last change) and the reminder pass (untouched drafts not yet reminded).
  await db.schema
    .createIndex('application_drafts_updated_at_idx')
    .on('application_drafts')
    .column('updated_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_drafts').execute();
}
