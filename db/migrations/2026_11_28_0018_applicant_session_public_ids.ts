import { sql, type Kysely } from 'kysely';

/**
 * What the audit log names an applicant's session by, as staff sessions have had since 0008: the
 * id is the hash of the cookie's token and never leaves the server. An applicant's sign-in and
 * what they did while signed in carry it, so the entries hang together without an address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('applicant_sessions')
    .addColumn('public_id', 'uuid', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applicant_sessions').dropColumn('public_id').execute();
}
