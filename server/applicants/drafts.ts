import { sql } from 'kysely';
import { insertOutboxEmails } from '../../core/outbox/email-outbox';
import type { Db } from '../../db/client';
import type { ApplicationDraftValues } from '../../domain/application-draft';
import type { Locale } from '../../domain/locale';

/**
 * Application drafts ("save and finish later"; docs/decisions/115-application-drafts.md).
 * An address has at most one draft, the claimed one: autosaved by its own applicant session and
 * replaced whole on each save. A save by anyone not signed in as the address is held apart, one
 * row a save, until the sign-in link sent for it is spent (server/applicants/applicant-sign-in.ts):
 * so nobody who merely types an address can replace, or pre-empt, its owner's draft. Sending an
 * application ends the signed-in applicant's draft (core/outbox/email-outbox.ts); erasure takes
 * every row of the address, and retention each row RETAIN_DRAFTS_DAYS after its last change.
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
 * Stores the address's own (claimed) draft, replacing any it had; only its applicant session calls
 * this. The e-mail field is the session's address, whatever the form sent. `remindAgain` clears
 * the record of a reminder sent, so a draft parked again with "save and finish later" earns its
 * one reminder anew; an autosave leaves it as it is.
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
      values: JSON.stringify(withAddress(draft.values, email)),
      step: draft.step,
      language: draft.language ?? 'en',
      claimed: true,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .column('email')
        // The unique index of claimed drafts (migration 0019), named by its own predicate, spelled as a literal.
        .where(sql<boolean>`claimed = true`)
        .doUpdateSet((eb) => ({
          values: eb.ref('excluded.values'),
          step: eb.ref('excluded.step'),
          language: eb.ref('excluded.language'),
          updated_at: eb.ref('excluded.updated_at'),
          ...(remindAgain ? { reminder_sent_at: null } : {}),
        })),
    )
    .returning(['id', 'updated_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, updatedAt: row.updated_at };
}

/** A save by someone not signed in as the address: its own row, which only the link sent for it can claim. */
async function holdSave(db: Db, email: string, draft: DraftToSave, now = new Date()): Promise<string> {
  const row = await db
    .insertInto('application_drafts')
    .values({
      email,
      values: JSON.stringify(draft.values),
      step: draft.step,
      language: draft.language ?? 'en',
      claimed: false,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Makes the save a sign-in link was sent for the address's draft, in the transaction that spends
 * the link: it replaces the draft the address had, since only the inbox's owner, pressing
 * "Continue" on that link, gets here. A save already claimed, or gone, changes nothing.
 */
export async function claimSave(db: Db, email: string, draftId: string, now = new Date()): Promise<void> {
  const held = await db
    .selectFrom('application_drafts')
    .select('id')
    .where('id', '=', draftId)
    .where('email', '=', email)
    .where('claimed', '=', false)
    .forUpdate()
    .executeTakeFirst();
  if (!held) return;
  await db.deleteFrom('application_drafts').where('email', '=', email).where('claimed', '=', true).execute();
  await db
    .updateTable('application_drafts')
    .set({ claimed: true, reminder_sent_at: null, updated_at: now })
    .where('id', '=', held.id)
    .execute();
}

/** The address's draft, its e-mail field the address itself: a resumed form takes its e-mail from the session. */
export async function readDraft(db: Db, email: string): Promise<SavedDraft | null> {
  const row = await db
    .selectFrom('application_drafts')
    .select(['values', 'step', 'updated_at'])
    .where('email', '=', email)
    .where('claimed', '=', true)
    .executeTakeFirst();
  return row ? { values: withAddress(row.values, email), step: row.step, updatedAt: row.updated_at } : null;
}

function withAddress(values: ApplicationDraftValues, email: string): ApplicationDraftValues {
  return { ...values, email };
}

/**
 * "Save and finish later": keeps the draft and queues a sign-in link to the address typed, whose
 * page reopens the form (`resume`). The address's own applicant session (`signedInAs`) replaces
 * its draft; anyone else's save is held apart and the link carries its id (`draftId`), so only
 * that link, spent by the inbox's owner, makes it the draft. The answer never differs.
 */
export async function saveForLater(
  db: Db,
  email: string,
  draft: DraftToSave,
  signedInAs: string | null = null,
): Promise<{ outboxIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    const draftId =
      signedInAs === email
        ? (await storeDraft(trx, email, draft, { remindAgain: true })).id
        : await holdSave(trx, email, draft);
    const outboxIds = await insertOutboxEmails(trx, [
      {
        kind: 'applicant_sign_in',
        recipient: email,
        payload: { resume: 'draft', draftId, language: draft.language ?? 'en' },
        referenceId: null,
      },
    ]);
    return { outboxIds };
  });
}
