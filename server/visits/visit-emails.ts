import type { NewOutboxEmail } from '../../core/outbox/email-outbox';
import { slotStartKey } from '../../core/visits/slots';

/** What a visit's e-mail needs besides the booking: the revision and the times it is about. */
export interface VisitEmailFacts {
  bookingId: string;
  email: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** The slot a reschedule moved the visit from. */
  previousStartsAt?: Date;
}

function payloadOf(facts: VisitEmailFacts, extra: Record<string, string> = {}): Record<string, string> {
  return {
    bookingId: facts.bookingId,
    sequence: String(facts.sequence),
    startsAt: slotStartKey(facts.startsAt),
    endsAt: slotStartKey(facts.endsAt),
    ...(facts.previousStartsAt ? { previousStartsAt: slotStartKey(facts.previousStartsAt) } : {}),
    ...extra,
  };
}

export type VisitChange = 'booked' | 'moved' | 'cancelled';

const VISITOR_KIND = { booked: 'visit_booked', moved: 'visit_rescheduled', cancelled: 'visit_cancelled' } as const;

/**
 * The visitor's e-mail (with its invitation, update or cancellation) and admissions' alert. The
 * payload carries the times and the revision the e-mail is about, so each e-mail says what was
 * true when it was written, whatever happens to the booking before it is sent.
 */
export function visitEmails(change: VisitChange, facts: VisitEmailFacts, admissionsEmail: string): NewOutboxEmail[] {
  return [
    { kind: VISITOR_KIND[change], recipient: facts.email, payload: payloadOf(facts), referenceId: facts.bookingId },
    {
      kind: 'visit_alert',
      recipient: admissionsEmail,
      payload: payloadOf(facts, { change }),
      referenceId: facts.bookingId,
    },
  ];
}
