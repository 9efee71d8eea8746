import { sql, type Kysely } from 'kysely';

/**
 * Password reset, staff invitations, sign-ups bound to their own password (the fix for
 * account pre-hijacking) and the strong-password flag (docs/decisions/060, 062).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Whether the account's current password passed the strong policy when it was set.
  await db.schema
    .alterTable('users')
    .addColumn('password_strong', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // One row per sign-up of a still-unconfirmed address: its own password, applied only by its own link.
  await db.schema
    .createTable('pending_signups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_strong', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('pending_signups_user_id_idx').on('pending_signups').column('user_id').execute();
  await db.schema
    .alterTable('email_confirmation_tokens')
    .addColumn('signup_id', 'uuid', (c) => c.references('pending_signups.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_id_idx')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`email = lower(btrim(email)) and char_length(email) between 3 and 255`),
    )
    .addColumn('is_admin', 'boolean', (c) => c.notNull())
    .addColumn('invited_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Set by the worker when it sends the link: the hash of the only link that works, and its end.
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('expires_at', 'timestamptz')
    .execute();

  // The per-recipient acknowledgement limit counts recent acknowledgements to one address.
  await db.schema
    .createIndex('email_outbox_recipient_created_idx')
    .on('email_outbox')
    .columns(['recipient', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_outbox_recipient_created_idx').execute();
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.alterTable('email_confirmation_tokens').dropColumn('signup_id').execute();
  await db.schema.dropTable('pending_signups').execute();
  await db.schema.alterTable('users').dropColumn('password_strong').execute();
}
