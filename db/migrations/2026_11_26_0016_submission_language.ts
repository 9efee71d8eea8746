import { sql, type Kysely } from 'kysely';

/**
 * The language a submission was sent in: 'en' from the English site, 'ar' from the
 * Arabic one (/ar/...). The applicant's acknowledgement and later e-mails go out in it, and staff
 * see it. Rows from before are English, as is anything sent by a client that does not say. A
 * draft keeps the language of the form it was saved from, so its reminder and link match.
 *
 * The languages repeat domain/locale.ts on purpose: a migration imports nothing.
 */
const TABLES = ['contact_submissions', 'applications', 'application_drafts'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (c) =>
        c
          .notNull()
          .defaultTo('en')
          .check(sql`language in ('en', 'ar')`),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // The column's check goes with it.
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('language').execute();
}
