import { sql, type Kysely } from 'kysely';

/**
 * Offers and their conditions (decision 134).
 *
 * - `offers`: at most one offer an application, written in the transaction that sets its status to
 *   "offer": conditional or unconditional, the fees and the deposit in pence, and the date by which
 *   the family must reply. Goes with its application (erasure and retention).
 * - `offer_conditions`: the conditions of a conditional offer, each with the date it was met and
 *   the account that marked it (set to null when that account is erased).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('application_id', 'uuid', (c) => c.primaryKey().references('applications.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('conditional', 'unconditional')`))
    .addColumn('fees_pence', 'integer', (c) => c.notNull().check(sql`fees_pence between 0 and 10000000`))
    .addColumn('deposit_pence', 'integer', (c) => c.notNull().check(sql`deposit_pence between 0 and 10000000`))
    .addColumn('reply_by', 'date', (c) => c.notNull())
    .addColumn('made_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('made_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('unconditional_at', 'timestamptz')
    .addCheckConstraint('offers_deposit_within_fees', sql`deposit_pence <= fees_pence`)
    .execute();

  await db.schema
    .createTable('offer_conditions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (c) => c.notNull().references('offers.application_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position between 0 and 19`))
    // A condition from the programme's list (its key), or one staff wrote (key null).
    .addColumn('preset', 'text', (c) => c.check(sql`preset ~ '^[a-z0-9_]{1,40}$'`))
    .addColumn('text_en', 'text', (c) => c.notNull().check(sql`char_length(text_en) between 1 and 300`))
    .addColumn('text_ar', 'text', (c) => c.notNull().check(sql`char_length(text_ar) between 1 and 300`))
    .addColumn('met_at', 'timestamptz')
    .addColumn('met_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('offer_conditions_position_key', ['application_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offer_conditions').execute();
  await db.schema.dropTable('offers').execute();
}
