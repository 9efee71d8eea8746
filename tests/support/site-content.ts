import { seedSiteContent } from '../../core/content/site-releases';
import type { Db } from '../../db/client';
import type { ContentKind } from '../../domain/site-content';
import { defaultSiteContent } from '../../web/src/content/site-content-defaults';

/** The content the code writes, which the worker seeds as version 1 of each kind (decision 129). */
export const codeContent = defaultSiteContent();

/** Seeds version 1 of each kind that has none (idempotent, as the worker does at start). */
export function seedContent(db: Db) {
  return seedSiteContent(db, codeContent);
}

/** A draft of `kind`, as content.saveDraft stores it: the code's content unless `body` is given. */
export async function putDraft(db: Db, kind: ContentKind, body: unknown = codeContent[kind]): Promise<void> {
  await db
    .insertInto('content_drafts')
    .values({ kind, body: JSON.stringify(body) })
    .onConflict((oc) => oc.column('kind').doUpdateSet({ body: JSON.stringify(body) }))
    .execute();
}
