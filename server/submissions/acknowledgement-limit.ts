import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { EmailKind } from '../../db/email-outbox';

/**
 * At most this many acknowledgements go to one address a day. Anyone can type any address
 * into the public forms, so without a cap the academy's domain would mail a stranger without
 * end. Submissions past the cap are still stored and alerted, just not acknowledged.
 */
export const ACKS_PER_RECIPIENT_PER_DAY = 3;

const ACK_KINDS: readonly EmailKind[] = ['contact_ack', 'application_ack'];

/** The acknowledgement to queue for this address, or none when the day's cap is reached. */
export async function acknowledgementFor(
  db: Db,
  kind: EmailKind,
  recipient: string,
): Promise<Array<{ kind: EmailKind; recipient: string }>> {
  const { count } = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('recipient', 'in', [...new Set([recipient, recipient.toLowerCase()])])
    .where('kind', 'in', ACK_KINDS)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  return Number(count) >= ACKS_PER_RECIPIENT_PER_DAY ? [] : [{ kind, recipient }];
}
