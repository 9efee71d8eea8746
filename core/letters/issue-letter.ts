import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { isLocale } from '../../domain/locale';
import { LETTER_TEMPLATE, type LetterKind } from '../../domain/message-templates';
import { currentTemplate } from './message-templates';
import type { OfferTerms } from './merge-fields';

/**
 * Asking for a letter (decision 132). The step that decides (an offer, a decline, an acceptance)
 * calls issueLetter in its own transaction: that writes the letter as a pending row, with the
 * template version in use and the offer's terms fixed there and then, so the row is the letter's
 * outbox. After commit the step enqueues the id (server/outbox/email-queue.ts createLetterQueue);
 * the worker renders the PDF once and stores it (worker/letters/), and its upkeep re-enqueues any
 * pending letter a Redis outage left behind.
 */

export const LETTER_QUEUE_NAME = 'letters';
export const LETTER_JOB_NAME = 'render-letter';

export interface LetterJobData {
  letterId: string;
}

/** Chromium is local: a failure is retried a few times, then the upkeep's next pass tries again. */
const LETTER_JOB_ATTEMPTS = 5;

/** Job descriptors for BullMQ's addBulk. The job id is the letter's id, so a repeat is a no-op. */
export function letterJobs(letterIds: readonly string[]) {
  return letterIds.map((letterId) => ({
    name: LETTER_JOB_NAME,
    data: { letterId } satisfies LetterJobData,
    opts: {
      jobId: letterId,
      attempts: LETTER_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    },
  }));
}

export class LetterNotPossible extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LetterNotPossible';
  }
}

/**
 * Asks for the application's letter of this kind, in the applicant's language, from the current
 * version of its template, stating `terms`. An application has at most one letter of each kind: a
 * second call returns the first letter's id and changes nothing, so the letter is never written
 * twice with a different text. A receipt is the exception: one for each payment (`paymentId`, and
 * `terms.payment` states it), asked for once the same way. `created` says whether this call asked for it.
 */
export async function issueLetter(
  trx: Transaction<Database> | Kysely<Database>,
  application: { id: string },
  kind: LetterKind,
  terms: OfferTerms,
  paymentId: string | null = null,
): Promise<{ letterId: string; created: boolean }> {
  if ((kind === 'payment_receipt') !== (paymentId !== null))
    throw new LetterNotPossible('a receipt, and only a receipt, names its payment');
  const row = await trx
    .selectFrom('applications')
    .select(['id', 'language'])
    .where('id', '=', application.id)
    .executeTakeFirst();
  if (!row) throw new LetterNotPossible(`application ${application.id} does not exist`);
  const template = await currentTemplate(trx, LETTER_TEMPLATE[kind]);
  const inserted = await trx
    .insertInto('letters')
    .values({
      application_id: row.id,
      kind,
      language: isLocale(row.language) ? row.language : 'en',
      template_key: template.key,
      template_version: template.version,
      terms: JSON.stringify(terms),
      payment_id: paymentId,
    })
    .onConflict((conflict) =>
      paymentId === null
        ? conflict.columns(['application_id', 'kind']).where('payment_id', 'is', null).doNothing()
        : conflict.column('payment_id').where('payment_id', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { letterId: inserted.id, created: true };
  const existing = await trx
    .selectFrom('letters')
    .select('id')
    .where('application_id', '=', row.id)
    .where('kind', '=', kind)
    .where((eb) => (paymentId === null ? eb('payment_id', 'is', null) : eb('payment_id', '=', paymentId)))
    .executeTakeFirstOrThrow();
  return { letterId: existing.id, created: false };
}
