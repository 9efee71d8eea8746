import type { CappedEmail, EmailKind } from '../../core/outbox/email-outbox';

/**
 * At most this many acknowledgements go to one address a day. Anyone can type any address
 * into the public forms, so without a cap the academy's domain would mail a stranger without
 * end. Submissions past the cap are still stored and alerted, just not acknowledged.
 */
export const ACKS_PER_RECIPIENT_PER_DAY = 3;

const ACK_KINDS: readonly EmailKind[] = ['contact_ack', 'application_ack'];

/** The acknowledgement a submission owes its sender, checked against the day's cap as it is stored. */
export function acknowledgementFor(kind: EmailKind, recipient: string): CappedEmail {
  return { kind, recipient, atMost: ACKS_PER_RECIPIENT_PER_DAY, kinds: ACK_KINDS };
}
