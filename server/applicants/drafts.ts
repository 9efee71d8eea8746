import { insertOutboxEmails } from '../../core/outbox/email-outbox';
import type { Db } from '../../db/client';
import type { ApplicationDraftValues } from '../../domain/application-draft';
import type { Locale } from '../../domain/locale';

/**
 * Application drafts ("save and finish later"; docs/decisions/115-application-drafts.md):
 * one per address, replaced whole on each save, erased when an application is sent from the
 * address (core/outbox/email-outbox.ts), by erasure, and RETAIN_DRAFTS_DAYS after its last change.
 */
export interface DraftToSave {
  values: ApplicationDraftValues;
  step: number;
  /** The language of the page it was saved from; its reminder and sign-in link go out in it. */
  language?: Locale;
}

export interface SavedDraft {
  values: ApplicationDraftValues;
  step: number;
  updatedAt: Date;
}

/**
 * Stores the address's draft, replacing any it had. `remindAgain` clears the record of a reminder
 * sent, so a draft parked again with "save and finish later" earns its one reminder anew; an
 * autosave leaves it as it is.
 */
export async function storeDraft(
  db: Db,
  email: string,
  draft: DraftToSave,
  { now = new Date(), remindAgain = false } = {},
) {
  const row = await db
    .insertInto('application_drafts')
    .values({
      email,
      values: JSON.stringify(draft.values),
      step: draft.step,
      language: draft.language ?? 'en',
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet((eb) => ({
        values: eb.ref('excluded.values'),
        step: eb.ref('excluded.step'),
        language: eb.ref('excluded.language'),
        updated_at: eb.ref('excluded.updated_at'),
        ...(remindAgain ? { reminder_sent_at: null } : {}),
      })),
    )
    .returning('updated_at')
    .executeTakeFirstOrThrow();
  return { updatedAt: row.updated_at };
}

/** Stores a draft for an address that has none; an existing draft is left exactly as it is. */
async function storeDraftIfNone(db: Db, email: string, draft: DraftToSave, now = new Date()): Promise<void> {
  await db
    .insertInto('application_drafts')
    .values({
      email,
      values: JSON.stringify(draft.values),
      step: draft.step,
      language: draft.language ?? 'en',
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

export async function readDraft(db: Db, email: string): Promise<SavedDraft | null> {
  const row = await db
    .selectFrom('application_drafts')
    .select(['values', 'step', 'updated_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row ? { values: row.values, step: row.step, updatedAt: row.updated_at } : null;
}

/**
 * "Save and finish later": keeps the draft under the address typed and queues a sign-in link to
 * it, whose page reopens the form (`resume`). Anyone may type any address, as on the form itself,
 * so the draft is readable only through that link, and only the address's own applicant session
 * (`signedInAs`) may replace a draft it already has: a stranger's save leaves it untouched, and
 * the link reopens it. The answer never differs.
 */
export async function saveForLater(
  db: Db,
  email: string,
  draft: DraftToSave,
  signedInAs: string | null = null,
): Promise<{ outboxIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    if (signedInAs === email) await storeDraft(trx, email, draft, { remindAgain: true });
    else await storeDraftIfNone(trx, email, draft);
    const outboxIds = await insertOutboxEmails(trx, [
      {
        kind: 'applicant_sign_in',
        recipient: email,
        payload: { resume: 'draft', language: draft.language ?? 'en' },
        referenceId: null,
      },
    ]);
    return { outboxIds };
  });
}
