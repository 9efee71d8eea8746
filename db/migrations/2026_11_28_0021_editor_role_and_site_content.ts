import { sql, type Kysely } from 'kysely';

/**
 * The `editor` role and the content staff edit and publish (decisions 129 and 131).
 *
 * - `users.is_editor`, `staff_invitations.is_editor`: an editor edits and publishes the site's
 *   content and reads no applicant data; an admin may do everything an editor may.
 * - `content_drafts`: one draft per kind of content (term dates, the Summer School, fees, news),
 *   both languages side by side in one JSON document.
 * - `content_versions`: every publication of a kind, numbered; bringing an earlier one back
 *   publishes its body again as a new version.
 * - `content_images`: news images, resized into the widths the page uses; the files are in the
 *   object storage, under random keys.
 * - `site_releases`: the outbox of publishing. A publication inserts a pending release in its own
 *   transaction; the worker renders the affected pages into `site_release_pages` and then, in one
 *   statement, makes the release live. The server serves the newest live release's pages and the
 *   build's pages for everything else.
 *
 * Authorship is an account id that erasing the account sets to null: these tables hold no
 * address and nothing about applicants.
 */
const KINDS = sql`('term_dates', 'summer_school', 'fees', 'news')`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_editor', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('staff_invitations')
    .addColumn('is_editor', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('content_drafts')
    .addColumn('kind', 'text', (c) => c.primaryKey().check(sql`kind in ${KINDS}`))
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('content_versions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ${KINDS}`))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('restored_from', 'integer')
    .addUniqueConstraint('content_versions_kind_version', ['kind', 'version'])
    .execute();

  await db.schema
    .createTable('content_images')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('variants', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('site_releases')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'live', 'failed')`),
    )
    /** The kinds whose pages this release regenerates. */
    .addColumn('kinds', sql`text[]`, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    /** The build the pages were rendered against (their scripts' and stylesheet's names). */
    .addColumn('build_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('live_at', 'timestamptz')
    .execute();
  await sql`create index site_releases_live on site_releases (live_at desc) where status = 'live'`.execute(db);
  await sql`create index site_releases_pending on site_releases (created_at) where status = 'pending'`.execute(db);

  await db.schema
    .createTable('site_release_pages')
    .addColumn('release_id', 'uuid', (c) => c.notNull().references('site_releases.id').onDelete('cascade'))
    /** The URL path the page answers, `/term-dates`, `/ar/term-dates`, `/sitemap.xml`. */
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_release_pages_pk', ['release_id', 'path'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_release_pages').execute();
  await db.schema.dropTable('site_releases').execute();
  await db.schema.dropTable('content_images').execute();
  await db.schema.dropTable('content_versions').execute();
  await db.schema.dropTable('content_drafts').execute();
  await db.schema.alterTable('staff_invitations').dropColumn('is_editor').execute();
  await db.schema.alterTable('users').dropColumn('is_editor').execute();
}
