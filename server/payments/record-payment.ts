import { issueLetter } from '../../core/letters/issue-letter';
import { recordAudit } from '../../core/audit/audit-log';
import type { Db } from '../../db/client';
import { schoolDate } from '../../domain/intakes';
import type { z } from 'zod';
import { recordPaymentInput } from '../../domain/payments';
import type { Actor } from '../admissions/add-note';
import { AppError } from '../errors/app-error';
import { depositOfApplication } from './deposit-of-application';

export const recordPaymentMessages = {
  notFound: 'That application no longer exists.',
  notAccepted: 'A payment can be recorded once the applicant’s acceptance has counted.',
  future: 'The date paid cannot be in the future.',
} as const;

export interface RecordedPayment {
  paymentId: string;
  receiptLetterId: string;
  balancePence: number;
  paidInFull: boolean;
}

/**
 * Records a payment staff saw against the application's deposit (decision 137): only once the
 * acceptance has counted (the application is accepted, or has moved on since). Under the
 * application's lock, in one transaction: the payment, its receipt asked for as a letter in the
 * applicant's language stating the amount, date, method, reference and the balance left, and the
 * audit entry (amounts and dates, never the note). The worker issues the receipt and then writes
 * the e-mail that carries it (core/payments/receipt-email.ts).
 */
export async function recordPayment(
  db: Db,
  applicationId: string,
  input: z.input<typeof recordPaymentInput>,
  actor: Actor,
  ip: string | null = null,
  now = new Date(),
): Promise<RecordedPayment> {
  const payment = recordPaymentInput.parse(input);
  if (payment.paidOn > schoolDate(now)) throw new AppError('BAD_REQUEST', recordPaymentMessages.future);
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select('id')
      .where('id', '=', applicationId)
      .forUpdate()
      .executeTakeFirst();
    if (!application) throw new AppError('NOT_FOUND', recordPaymentMessages.notFound);
    const acceptance = await trx
      .selectFrom('acceptances')
      .select('id')
      .where('application_id', '=', applicationId)
      .where('counted_at', 'is not', null)
      .executeTakeFirst();
    const offer = await trx
      .selectFrom('offers')
      .select(['fees_pence', 'deposit_pence', 'reply_by', 'payment_reference'])
      .where('application_id', '=', applicationId)
      .executeTakeFirst();
    if (!acceptance || !offer) throw new AppError('CONFLICT', recordPaymentMessages.notAccepted);

    const { id: paymentId } = await trx
      .insertInto('payments')
      .values({
        application_id: applicationId,
        application_reference: applicationId,
        payment_reference: offer.payment_reference,
        amount_pence: payment.amountPence,
        paid_on: payment.paidOn,
        method: payment.method,
        note: payment.note,
        recorded_by: actor.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deposit = (await depositOfApplication(trx, applicationId))!;
    const { letterId } = await issueLetter(
      trx,
      application,
      'payment_receipt',
      {
        feesPence: offer.fees_pence,
        depositPence: offer.deposit_pence,
        replyBy: offer.reply_by,
        conditions: [],
        payment: {
          amountPence: payment.amountPence,
          paidOn: payment.paidOn,
          method: payment.method,
          reference: offer.payment_reference,
          balancePence: deposit.balancePence,
        },
      },
      paymentId,
    );
    await recordAudit(trx, {
      actor,
      action: 'payment.recorded',
      subject: { type: 'application', id: applicationId },
      details: {
        paymentId,
        amountPence: payment.amountPence,
        paidOn: payment.paidOn,
        method: payment.method,
        balancePence: deposit.balancePence,
        receiptLetterId: letterId,
      },
      ip,
    });
    return { paymentId, receiptLetterId: letterId, balancePence: deposit.balancePence, paidInFull: deposit.paidInFull };
  });
}
