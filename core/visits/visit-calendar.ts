import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { site } from '../../domain/site';

/**
 * A visit as a calendar invitation (RFC 5546): REQUEST for the booking and each reschedule, CANCEL
 * for a cancellation, always with the booking's own UID and its current SEQUENCE, so a calendar
 * updates or removes the one event rather than adding another (a cancellation sent as a request
 * would leave the event in place). Times are written in UTC: the calendar shows each family its
 * own clock, and the e-mail around it says the UK time.
 */
export interface VisitInvitation {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  /** The admissions address: the organiser a calendar replies to. */
  organizerEmail: string;
  attendee: { name: string; email: string };
  /** When the invitation was written (DTSTAMP). */
  stamp?: Date;
  /** Where it happens: the school's address unless given (a video interview's link). */
  location?: string;
  /** A link the event carries (a video interview's, only once it is booked: decision 145). */
  url?: string;
}

/** The school's postal address on one line, as a calendar's location. */
export const SCHOOL_LOCATION = [
  site.name,
  ...site.address.lines,
  `${site.address.city} ${site.address.postcode}`,
  site.address.country,
].join(', ');

export function visitInvitation(invitation: VisitInvitation): string {
  const calendar = ical({
    prodId: { company: site.name, product: 'Campus visits', language: 'EN' },
    method: invitation.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    start: invitation.startsAt,
    end: invitation.endsAt,
    stamp: invitation.stamp ?? new Date(),
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location ?? SCHOOL_LOCATION,
    ...(invitation.url ? { url: invitation.url } : {}),
    organizer: { name: site.name, email: invitation.organizerEmail },
    attendees: [{ name: invitation.attendee.name, email: invitation.attendee.email, rsvp: false }],
    status: invitation.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** A booking's calendar UID: random, made once, never reused (`<uuid>@<the site's host>`). */
export function newVisitUid(bookingId: string): string {
  return `visit-${bookingId}@${new URL(site.siteUrl).host}`;
}

/** An interview's calendar UID, made the same way. */
export function newInterviewUid(bookingId: string): string {
  return `interview-${bookingId}@${new URL(site.siteUrl).host}`;
}
