import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { UnrecoverableError } from 'bullmq';
import { recordAudit } from '../../core/audit/audit-log';
import { clearUploadLease, takeUploadLease } from '../../core/documents/object-removals';
import {
  applicationMergeFields,
  NO_OFFER_TERMS,
  type OfferTerms,
  type ReceiptTerms,
} from '../../core/letters/merge-fields';
import { paymentReceiptEmailOf } from '../../core/payments/receipt-email';
import { PAYMENT_METHODS } from '../../domain/payments';
import { fillTemplate, templateVersion } from '../../core/letters/message-templates';
import { TemplateProblem } from '../../core/letters/template-engine';
import { newObjectKey, type ObjectStorage } from '../../core/storage/object-storage';
import type { Db } from '../../db/client';
import type { Logger } from '../logger';
import type { LetterBrowser } from './letter-browser';
import { letterHtml } from './letter-html';

export interface LetterDeps {
  db: Db;
  storage: ObjectStorage;
  browser: LetterBrowser;
  logger: Logger;
}

export interface RenderedLetter {
  letterId: string;
  sha256: string;
  /** False when the letter had been issued already: it is never rendered again. */
  rendered: boolean;
}

/** The stored terms as OfferTerms: anything malformed is treated as no terms at all. */
function termsFrom(value: unknown): OfferTerms {
  if (typeof value !== 'object' || value === null) return NO_OFFER_TERMS;
  const terms = value as Record<string, unknown>;
  const amount = (x: unknown) => (typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 ? x : null);
  const schoolDay = (x: unknown) => (typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x) ? x : null);
  return {
    feesPence: amount(terms.feesPence),
    depositPence: amount(terms.depositPence),
    replyBy: schoolDay(terms.replyBy),
    conditions: Array.isArray(terms.conditions)
      ? terms.conditions.filter((x): x is string => typeof x === 'string')
      : [],
    payment: receiptFrom(terms.payment, amount, schoolDay),
  };
}

function receiptFrom(
  value: unknown,
  amount: (x: unknown) => number | null,
  schoolDay: (x: unknown) => string | null,
): ReceiptTerms | null {
  if (typeof value !== 'object' || value === null) return null;
  const payment = value as Record<string, unknown>;
  const amountPence = amount(payment.amountPence);
  const balancePence = amount(payment.balancePence);
  const paidOn = schoolDay(payment.paidOn);
  const method = PAYMENT_METHODS.find((known) => known === payment.method);
  const reference = typeof payment.reference === 'string' ? payment.reference : null;
  if (amountPence === null || balancePence === null || !paidOn || !method || !reference) return null;
  return { amountPence, paidOn, method, reference, balancePence };
}

/**
 * Renders a pending letter once (decision 132): under the lock on its row, fills the template
 * version it was asked for with the application's facts and the terms it was asked with, prints
 * it in the worker's Chromium, stores the PDF through the documents' object storage and records
 * its SHA-256, in the transaction that marks it issued and writes the audit entry. A letter issued
 * already is left as it is (a job run twice never writes a second text). The object is leased
 * before it is written, so a crash in between leaves nothing behind for long.
 */
export async function renderLetter(deps: LetterDeps, letterId: string, now = new Date()): Promise<RenderedLetter> {
  const { db, storage, browser } = deps;
  return db.transaction().execute(async (trx) => {
    const letter = await trx
      .selectFrom('letters as l')
      .innerJoin('applications as a', 'a.id', 'l.application_id')
      .select([
        'l.id',
        'l.application_id',
        'l.kind',
        'l.language',
        'l.template_key',
        'l.template_version',
        'l.terms',
        'l.state',
        'l.sha256',
        'a.first_name',
        'a.last_name',
        'a.programme',
        'a.start_date',
        'a.email',
        'l.payment_id',
      ])
      .where('l.id', '=', letterId)
      .forUpdate('l')
      .executeTakeFirst();
    if (!letter) throw new UnrecoverableError(`letter ${letterId} no longer exists`);
    if (letter.state === 'issued') return { letterId, sha256: letter.sha256!, rendered: false };

    const template = await templateVersion(trx, letter.template_key, letter.template_version);
    if (!template)
      throw new UnrecoverableError(`template ${letter.template_key} v${letter.template_version} is missing`);
    const fields = applicationMergeFields(letter, letter.language, termsFrom(letter.terms));
    let text;
    try {
      text = fillTemplate(template.texts[letter.language], fields);
    } catch (error) {
      if (error instanceof TemplateProblem) throw new UnrecoverableError(`letter ${letterId}: ${error.message}`);
      throw error;
    }
    const pdf = await browser.print(
      letterHtml({
        locale: letter.language,
        text,
        date: now,
        addressee: fields.full_name,
        applicationId: letter.application_id,
      }),
    );
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const objectKey = newObjectKey();
    await takeUploadLease(db, objectKey);
    await storage.put(objectKey, Readable.from([pdf]), { contentType: 'application/pdf' });
    await trx
      .updateTable('letters')
      .set({ state: 'issued', sha256, object_key: objectKey, size_bytes: pdf.length, issued_at: now })
      .where('id', '=', letterId)
      .execute();
    await clearUploadLease(trx, objectKey);
    await recordAudit(trx, {
      actor: 'system',
      action: 'letter.issued',
      subject: { type: 'application', id: letter.application_id },
      details: { letterId, kind: letter.kind, templateVersion: letter.template_version, sha256 },
    });
    // A receipt is e-mailed with its PDF attached, so its e-mail is written once it exists (decision 137).
    if (letter.kind === 'payment_receipt' && letter.payment_id)
      await paymentReceiptEmailOf(trx, { id: letter.application_id, email: letter.email }, letterId);
    return { letterId, sha256, rendered: true };
  });
}
