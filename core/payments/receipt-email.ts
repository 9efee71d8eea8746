import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { insertOutboxEmails, OUTBOX_CHANNEL } from '../outbox/email-outbox';

/**
 * The e-mail that carries a payment's receipt to the applicant (decision 137). Recording a payment
 * asks for the receipt; the worker writes this e-mail in the transaction that issues the receipt,
 * so the e-mail never goes before its PDF exists, and it is written exactly once because a letter
 * is issued once. Its id is announced on the outbox channel at commit, so the worker's listener
 * sends it at once; the relay picks it up otherwise.
 */
export async function paymentReceiptEmailOf(
  trx: Transaction<Database>,
  application: { id: string; email: string },
  letterId: string,
): Promise<string> {
  const [outboxId] = await insertOutboxEmails(trx, [
    {
      kind: 'payment_receipt',
      recipient: application.email,
      payload: { applicationId: application.id, letterId },
      referenceId: application.id,
    },
  ]);
  await sql`select pg_notify(${OUTBOX_CHANNEL}::text, ${outboxId!}::text)`.execute(trx);
  return outboxId!;
}
