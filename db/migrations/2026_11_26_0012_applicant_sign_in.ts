import { sql, type Kysely } from 'kysely';

/**
 * The applicant's own sign-in (docs/decisions/112-applicant-sign-in.md): single-use links e-mailed
 * to an address, stored only as the hash of the token, and sessions of their own, apart from
 * staff sessions. An applicant is an e-mail address, not an account: the applications and the
 * draft sent from that address are theirs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const lowerCaseAddress = sql`email = lower(btrim(email)) and char_length(email) between 3 and 254`;

  await db.schema
    .createTable('applicant_sign_in_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().check(lowerCaseAddress))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('applicant_sign_in_links_email_idx')
    .on('applicant_sign_in_links')
    .column('email')
    .execute();
  await db.schema
    .createIndex('applicant_sign_in_links_expires_at_idx')
    .on('applicant_sign_in_links')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('applicant_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().check(lowerCaseAddress))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('applicant_sessions_email_idx').on('applicant_sessions').column('email').execute();
  await db.schema
    .createIndex('applicant_sessions_expires_at_idx')
    .on('applicant_sessions')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('applicant_sessions').execute();
  await db.schema.dropTable('applicant_sign_in_links').execute();
}
