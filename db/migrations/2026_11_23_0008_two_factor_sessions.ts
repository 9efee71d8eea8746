import { sql, type Kysely } from 'kysely';

/**
 * TOTP two-factor (one authenticator per account, its key encrypted at rest), ten hashed
 * single-use recovery codes, and what the "Security" panel shows about each session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('totp_credentials')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // AES-256-GCM of the raw key (server/auth/totp-key-encryption.ts).
    .addColumn('encrypted_key', 'bytea', (c) => c.notNull())
    // Null until the first code confirms the enrolment.
    .addColumn('confirmed_at', 'timestamptz')
    // The last accepted time-step: a code is refused unless its step is newer (no replay).
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Hex SHA-256 of the code (80 random bits), never the code.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('recovery_codes_user_hash_key', ['user_id', 'code_hash'])
    .execute();

  await db.schema
    .alterTable('sessions')
    // What the panel names a session by; the id is the token's hash and never leaves the server.
    .addColumn('public_id', 'uuid', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .addColumn('two_factor_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .dropColumn('public_id')
    .dropColumn('two_factor_verified')
    .dropColumn('user_agent')
    .dropColumn('ip')
    .dropColumn('last_used_at')
    .execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('totp_credentials').execute();
}
