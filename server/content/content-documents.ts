import { sql, type Transaction } from 'kysely';
import { recordAudit, type AuditActor } from '../../core/audit/audit-log';
import { queueSiteRelease } from '../../core/content/site-releases';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import {
  CONTENT_KINDS,
  CONTENT_SCHEMAS,
  missingTranslations,
  missingTranslationsMessage,
  termDateProblems,
  type ContentBodies,
  type ContentKind,
  type TermDatesBody,
} from '../../domain/site-content';
import { AppError } from '../errors/app-error';

type StaffActor = { id: string; email: string };

export const NOTHING_TO_PUBLISH = 'There is no draft to publish: the published version is already the latest.';
export const NO_SUCH_VERSION = 'That version does not exist.';
export const NOT_SEEDED = 'The site’s content has not been loaded yet: start the worker once, then reload this page.';

/** A document as the schema reads it, or a BAD_REQUEST naming the first problem. */
export function parseContentBody<K extends ContentKind>(kind: K, raw: unknown): ContentBodies[K] {
  const parsed = CONTENT_SCHEMAS[kind].safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('BAD_REQUEST', issue?.message ?? 'That content is not valid.');
  }
  return parsed.data as ContentBodies[K];
}

/** Serialises publications of one kind, so version numbers never collide. */
async function lockKind(trx: Transaction<Database>, kind: ContentKind): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`content:${kind}`}))`.execute(trx);
}

async function latestVersion(db: Db | Transaction<Database>, kind: ContentKind) {
  return db
    .selectFrom('content_versions')
    .select(['version', 'body', 'published_at'])
    .where('kind', '=', kind)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface ContentDraftView {
  kind: ContentKind;
  /** The draft if there is one, else the newest published version, else null (not seeded yet). */
  body: unknown;
  hasDraft: boolean;
  draftUpdatedAt: Date | null;
  publishedVersion: number | null;
  publishedAt: Date | null;
}

export async function readDraft(db: Db, kind: ContentKind): Promise<ContentDraftView> {
  const [draft, published] = await Promise.all([
    db.selectFrom('content_drafts').select(['body', 'updated_at']).where('kind', '=', kind).executeTakeFirst(),
    latestVersion(db, kind),
  ]);
  return {
    kind,
    body: draft?.body ?? published?.body ?? null,
    hasDraft: draft !== undefined,
    draftUpdatedAt: draft?.updated_at ?? null,
    publishedVersion: published?.version ?? null,
    publishedAt: published?.published_at ?? null,
  };
}

export async function contentOverview(db: Db): Promise<Omit<ContentDraftView, 'body'>[]> {
  const views = await Promise.all(CONTENT_KINDS.map((kind) => readDraft(db, kind)));
  return views.map(({ body: _body, ...rest }) => rest);
}

/** Saves a draft; each change is a draft until it is published. Either language may be empty here. */
export async function saveDraft(
  db: Db,
  actor: StaffActor,
  kind: ContentKind,
  raw: unknown,
  ip: string | null,
): Promise<{ updatedAt: Date }> {
  const body = parseContentBody(kind, raw);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('content_drafts')
      .values({ kind, body: JSON.stringify(body), updated_by: actor.id, updated_at: new Date() })
      .onConflict((oc) =>
        oc.column('kind').doUpdateSet((eb) => ({
          body: eb.ref('excluded.body'),
          updated_by: eb.ref('excluded.updated_by'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returning('updated_at')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: 'content.draft_saved', subject: { type: 'content', id: kind }, ip });
    return { updatedAt: row.updated_at };
  });
}

/** Throws BAD_REQUEST naming every missing translation, or a date out of order. */
export function assertPublishable<K extends ContentKind>(kind: K, body: ContentBodies[K]): void {
  const missing = missingTranslations(kind, body);
  if (missing.length > 0) throw new AppError('BAD_REQUEST', missingTranslationsMessage(missing));
  if (kind === 'term_dates') {
    const problems = termDateProblems(body as TermDatesBody);
    if (problems.length > 0) throw new AppError('BAD_REQUEST', problems.join(' '));
  }
}

async function publishBody(
  trx: Transaction<Database>,
  actor: AuditActor & StaffActor,
  kind: ContentKind,
  body: unknown,
  restoredFrom: number | null,
  ip: string | null,
): Promise<{ version: number; releaseId: string }> {
  await lockKind(trx, kind);
  const latest = await latestVersion(trx, kind);
  const version = (latest?.version ?? 0) + 1;
  await trx
    .insertInto('content_versions')
    .values({ kind, version, body: JSON.stringify(body), published_by: actor.id, restored_from: restoredFrom })
    .execute();
  await trx.deleteFrom('content_drafts').where('kind', '=', kind).execute();
  const releaseId = await queueSiteRelease(trx, [kind]);
  await recordAudit(trx, {
    actor,
    action: restoredFrom === null ? 'content.published' : 'content.restored',
    subject: { type: 'content', id: kind },
    details: restoredFrom === null ? { version, releaseId } : { version, restoredFrom, releaseId },
    ip,
  });
  return { version, releaseId };
}

/**
 * Publishes the draft: both languages must be filled in (a missing Arabic text blocks it and
 * names the fields), a new version is kept, the pages that show it are queued for the worker to
 * regenerate, and the publication is audited, all in one transaction.
 */
export async function publishDraft(
  db: Db,
  actor: StaffActor,
  kind: ContentKind,
  ip: string | null,
): Promise<{ version: number; releaseId: string }> {
  return db.transaction().execute(async (trx) => {
    const draft = await trx
      .selectFrom('content_drafts')
      .select('body')
      .where('kind', '=', kind)
      .forUpdate()
      .executeTakeFirst();
    if (!draft) throw new AppError('CONFLICT', NOTHING_TO_PUBLISH);
    const body = parseContentBody(kind, draft.body);
    assertPublishable(kind, body);
    return publishBody(trx, actor, kind, body, null, ip);
  });
}

export interface ContentVersionSummary {
  version: number;
  publishedAt: Date;
  publishedBy: string | null;
  restoredFrom: number | null;
}

/** Every publication of a kind, newest first, with who published it (while the account exists). */
export async function listVersions(db: Db, kind: ContentKind): Promise<ContentVersionSummary[]> {
  const rows = await db
    .selectFrom('content_versions')
    .leftJoin('users', 'users.id', 'content_versions.published_by')
    .select([
      'content_versions.version',
      'content_versions.published_at',
      'content_versions.restored_from',
      'users.email',
    ])
    .where('content_versions.kind', '=', kind)
    .orderBy('content_versions.version', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    version: row.version,
    publishedAt: row.published_at,
    publishedBy: row.email,
    restoredFrom: row.restored_from,
  }));
}

export async function readVersion(db: Db, kind: ContentKind, version: number): Promise<unknown> {
  const row = await db
    .selectFrom('content_versions')
    .select('body')
    .where('kind', '=', kind)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_VERSION);
  return row.body;
}

/** Brings an earlier version back: it is published again as the newest version, and audited. */
export async function restoreVersion(
  db: Db,
  actor: StaffActor,
  kind: ContentKind,
  version: number,
  ip: string | null,
): Promise<{ version: number; releaseId: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('content_versions')
      .select('body')
      .where('kind', '=', kind)
      .where('version', '=', version)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', NO_SUCH_VERSION);
    const body = parseContentBody(kind, row.body);
    assertPublishable(kind, body);
    return publishBody(trx, actor, kind, body, version, ip);
  });
}
