import { sql, type Kysely } from 'kysely';

/**
 * Acceptances of offers and the guardians' links (decision 135).
 *
 * - `applications.status` (and the history's) gains 'accepted': set when the acceptance counts.
 * - `acceptances`: at most one an application, written when the applicant accepts in their space:
 *   the typed name, the time, the IP address, the user agent, the SHA-256 of the offer letter they
 *   read and whether they need a UK Student visa. An applicant under 18 on the intake's start
 *   date names a guardian; the acceptance counts (`counted_at`) only once the guardian confirms
 *   with their own typed name. The row outlives the erasure of its application (the school must
 *   be able to show a contract was accepted): `application_id` becomes null, and erasure blanks
 *   the IP addresses, user agents, the visa answer and the guardian's address; the typed names,
 *   the times, the letter's hash and the application's reference stay for six years.
 * - `guardian_links`: a guardian's single-use link, stored as the SHA-256 of its token only (the
 *   worker makes the token when it sends the e-mail), valid for 7 days; spent by confirming.
 */
const STATUSES = ['submitted', 'under_review', 'interview', 'offer', 'accepted', 'declined', 'withdrawn'];
const OLD_STATUSES = ['submitted', 'under_review', 'interview', 'offer', 'declined', 'withdrawn'];
const list = (values: string[]) => sql.raw(values.map((s) => `'${s}'`).join(', '));

async function statusChecks(db: Kysely<any>, statuses: string[]): Promise<void> {
  await sql`alter table applications drop constraint applications_status_check`.execute(db);
  await sql`alter table applications add constraint applications_status_check check (status in (${list(statuses)}))`.execute(
    db,
  );
  for (const column of ['from_status', 'to_status']) {
    const name = sql.raw(`application_status_changes_${column}_check`);
    await sql`alter table application_status_changes drop constraint ${name}`.execute(db);
    await sql`alter table application_status_changes add constraint ${name} check (${sql.raw(column)} in (${list(statuses)}))`.execute(
      db,
    );
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await statusChecks(db, STATUSES);

  await db.schema
    .createTable('acceptances')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (c) => c.unique().references('applications.id').onDelete('set null'))
    // The application's id as text, kept after the application is erased: the record's reference.
    .addColumn('application_reference', 'text', (c) => c.notNull())
    .addColumn('typed_name', 'text', (c) => c.notNull().check(sql`char_length(typed_name) between 1 and 200`))
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ip', 'text', (c) => c.check(sql`ip is null or char_length(ip) <= 100`))
    .addColumn('user_agent', 'text', (c) => c.check(sql`user_agent is null or char_length(user_agent) <= 500`))
    .addColumn('letter_id', 'uuid', (c) => c.references('letters.id').onDelete('set null'))
    .addColumn('letter_sha256', 'text', (c) => c.notNull().check(sql`letter_sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('needs_visa', 'boolean')
    .addColumn('guardian_name', 'text', (c) => c.check(sql`char_length(guardian_name) between 1 and 200`))
    .addColumn('guardian_email', 'text', (c) => c.check(sql`char_length(guardian_email) between 3 and 255`))
    .addColumn('guardian_typed_name', 'text', (c) => c.check(sql`char_length(guardian_typed_name) between 1 and 200`))
    .addColumn('guardian_confirmed_at', 'timestamptz')
    .addColumn('guardian_ip', 'text', (c) => c.check(sql`guardian_ip is null or char_length(guardian_ip) <= 100`))
    .addColumn('guardian_user_agent', 'text', (c) =>
      c.check(sql`guardian_user_agent is null or char_length(guardian_user_agent) <= 500`),
    )
    // When the acceptance counts: at once for an adult, at the guardian's confirmation for a minor.
    .addColumn('counted_at', 'timestamptz')
    .addCheckConstraint(
      'acceptances_guardian_confirmed',
      sql`(guardian_confirmed_at is null) = (guardian_typed_name is null)`,
    )
    .execute();

  await db.schema
    .createTable('guardian_links')
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id ~ '^[0-9a-f]{64}$'`))
    .addColumn('acceptance_id', 'uuid', (c) => c.notNull().references('acceptances.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('guardian_links_acceptance_idx').on('guardian_links').column('acceptance_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('guardian_links').execute();
  await db.schema.dropTable('acceptances').execute();
  await statusChecks(db, OLD_STATUSES);
}
