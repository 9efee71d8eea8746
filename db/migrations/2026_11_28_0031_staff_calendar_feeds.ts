import { sql, type Kysely } from 'kysely';

/**
 * A staff member's personal calendar feed (decision 144): the SHA-256 of the secret token in its
 * URL, never the token. One feed at a time per person: a new one revokes the old. Revoked rows
 * stay until the account goes (they say when a link stopped working); the account's erasure
 * deletes them with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_calendar_feeds')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`token_hash ~ '^[0-9a-f]{64}$'`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create unique index staff_calendar_feeds_one_live on staff_calendar_feeds (user_id) where revoked_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_calendar_feeds').execute();
}
