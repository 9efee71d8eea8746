import { sql, type Kysely } from 'kysely';

/**
 * A draft saved by someone not signed in as its address is held apart, one row a save, until the
 * sign-in link sent for it is spent: only then does it become the address's draft (`claimed`).
 * So a stranger typing someone's address can neither replace their draft nor make their own
 * "save and finish later" lose to an earlier save (docs/decisions/115-application-drafts.md).
 * An address still has at most one claimed draft. A link names the save it was sent for.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The drafts saved before this change were the address's draft: claimed. New rows are not, unless said.
  await db.schema
    .alterTable('application_drafts')
    .addColumn('claimed', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`alter table application_drafts alter column claimed set default false`.execute(db);
  await sql`alter table application_drafts drop constraint application_drafts_email_key`.execute(db);
  await db.schema
    .createIndex('application_drafts_claimed_email_key')
    .on('application_drafts')
    .column('email')
    .unique()
    .where(sql.ref('claimed'), '=', true)
    .execute();
  await db.schema.createIndex('application_drafts_email_idx').on('application_drafts').column('email').execute();

  await db.schema
    .alterTable('applicant_sign_in_links')
    .addColumn('draft_id', 'uuid', (c) => c.references('application_drafts.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('applicant_sign_in_links_draft_id_idx')
    .on('applicant_sign_in_links')
    .column('draft_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applicant_sign_in_links').dropColumn('draft_id').execute();
  await db.deleteFrom('application_drafts').where('claimed', '=', false).execute();
  await db.schema.dropIndex('application_drafts_email_idx').execute();
  await db.schema.dropIndex('application_drafts_claimed_email_key').execute();
  await sql`alter table application_drafts add constraint application_drafts_email_key unique (email)`.execute(db);
  await db.schema.alterTable('application_drafts').dropColumn('claimed').execute();
}
