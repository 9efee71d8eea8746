import ical, { ICalEventStatus } from 'ical-generator';
import { choiceLabel, PROGRAMMES } from '../../domain/application-choices';
import { site } from '../../domain/site';
import { SCHOOL_LOCATION } from './visit-calendar';

/** One event of a staff member's feed: what a calendar needs, and no more about the person. */
export interface FeedEvent {
  uid: string;
  sequence: number;
  kind: 'visit' | 'interview';
  status: 'booked' | 'cancelled';
  startsAt: Date;
  endsAt: Date;
  /** The family's or applicant's name. */
  name: string;
  /** An interview's programme (the application's, else the slot's). */
  programme: string | null;
  mode: 'campus' | 'video' | null;
  /** When the booking last changed (DTSTAMP). */
  changedAt: Date;
}

/** The event's title: the only words about the person in the feed (decision 144). */
export function feedSummary(event: Pick<FeedEvent, 'kind' | 'name' | 'programme'>): string {
  if (event.kind === 'visit') return `Campus visit: ${event.name}`;
  return event.programme
    ? `Interview: ${event.name} (${choiceLabel(PROGRAMMES, event.programme)})`
    : `Interview: ${event.name}`;
}

/**
 * A subscribed calendar (RFC 5545, no METHOD: a feed publishes, it invites no one). Each booking
 * keeps its UID and SEQUENCE, so a calendar moves the one event on a reschedule and shows a
 * cancellation as cancelled. No e-mail, phone, message or video link: a feed URL may end up in
 * places a mailbox never does (a shared calendar, a phone's sync log).
 */
export function staffFeed(events: readonly FeedEvent[]): string {
  const calendar = ical({
    prodId: { company: site.name, product: 'Visits and interviews', language: 'EN' },
    name: `${site.name}: visits and interviews`,
    ttl: 60 * 15,
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      start: event.startsAt,
      end: event.endsAt,
      stamp: event.changedAt,
      summary: feedSummary(event),
      location: event.mode === 'video' ? 'Video call' : SCHOOL_LOCATION,
      status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
