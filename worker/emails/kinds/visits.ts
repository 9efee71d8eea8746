import { UnrecoverableError } from 'bullmq';
import { m } from '@i18n/messages';
import { issueBookingLink } from '../../../core/visits/booking-links';
import { SCHOOL_LOCATION, visitInvitation } from '../../../core/visits/visit-calendar';
import type { Db } from '../../../db/client';
import { choiceLabel, PROGRAMMES } from '../../../domain/application-choices';
import { MANAGE_TOKEN_PARAM, ukClockLabel, ukDateLabel, visitManagePath } from '../../../domain/campus-visits';
import type { Locale } from '../../../domain/locale';
import { localizedPath } from '../../../domain/locale';
import { site } from '../../../domain/site';
import type { EmailKindHandler, RenderContext, RenderedEmail } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { emailLanguage, siteNameIn } from '../localized';

/**
 * A campus visit's e-mails (decisions 141-143): to the family in the language they booked in,
 * with every time in UK time, and to admissions in English. The booking, the reschedule and the
 * cancellation carry the calendar invitation, its update and its cancellation (one UID, a rising
 * SEQUENCE). The payload holds the times and the revision each e-mail is about; the booking
 * gives the names. The family's e-mails carry a fresh manage link made here, at send time.
 */

export interface VisitPayload {
  bookingId: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  previousStartsAt: Date | null;
  change: string | null;
}

export function readPayload(payload: Record<string, unknown>): VisitPayload {
  const { bookingId, sequence, startsAt, endsAt, previousStartsAt, change } = payload;
  if (typeof bookingId !== 'string' || typeof startsAt !== 'string' || typeof endsAt !== 'string') {
    throw new UnrecoverableError('outbox payload is not a visit e-mail');
  }
  const instant = (value: string) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw new UnrecoverableError(`not an instant: ${value}`);
    return date;
  };
  return {
    bookingId,
    sequence: Number(sequence ?? 0),
    startsAt: instant(startsAt),
    endsAt: instant(endsAt),
    previousStartsAt: typeof previousStartsAt === 'string' ? instant(previousStartsAt) : null,
    change: typeof change === 'string' ? change : null,
  };
}

async function loadBooking(db: Db, bookingId: string) {
  const booking = await db
    .selectFrom('bookings')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'party_size',
      'programmes',
      'message',
      'language',
      'ical_uid',
      'starts_at',
    ])
    .where('id', '=', bookingId)
    .executeTakeFirst();
  if (!booking) throw new UnrecoverableError(`booking ${bookingId} no longer exists`);
  return booking;
}

/** "Tuesday 30 March 2027, 10:00 to 11:30 UK time" in the reader's language. */
export function whenLabel(startsAt: Date, endsAt: Date, locale: Locale): string {
  return m.emails_visit_when(
    { date: ukDateLabel(startsAt, locale), start: ukClockLabel(startsAt), end: ukClockLabel(endsAt) },
    { locale },
  );
}

type Booking = Awaited<ReturnType<typeof loadBooking>>;

function invitation(
  method: 'REQUEST' | 'CANCEL',
  booking: Booking,
  visit: VisitPayload,
  ctx: RenderContext,
  locale: Locale,
): NonNullable<RenderedEmail['icalEvent']> {
  return {
    method,
    filename: 'visit.ics',
    content: visitInvitation({
      method,
      uid: booking.ical_uid,
      sequence: visit.sequence,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      summary: m.emails_visit_booked_heading({}, { locale }),
      description: whenLabel(visit.startsAt, visit.endsAt, locale),
      organizerEmail: ctx.admissionsEmail,
      attendee: { name: booking.name, email: booking.email },
    }),
  };
}

async function manageAction(ctx: RenderContext, booking: Booking, locale: Locale) {
  const token = await issueBookingLink(ctx.db, booking.id, booking.starts_at);
  const url = new URL(visitManagePath(locale), ctx.appUrl);
  url.hash = new URLSearchParams({ [MANAGE_TOKEN_PARAM]: token }).toString();
  return { label: m.emails_visit_manage({}, { locale }), url: url.toString() };
}

function visitFields(booking: Booking, visit: VisitPayload, locale: Locale): Array<[string, string]> {
  return [
    [m.emails_visit_field_when({}, { locale }), whenLabel(visit.startsAt, visit.endsAt, locale)],
    [m.emails_visit_field_where({}, { locale }), SCHOOL_LOCATION],
    [m.emails_visit_field_people({}, { locale }), String(booking.party_size)],
  ];
}

const closing = (locale: Locale) => [
  m.emails_visit_questions({ phone: site.phone }, { locale }),
  ...admissionsSignOff(locale),
];

const subjectTimes = (visit: VisitPayload, locale: Locale) => ({
  date: ukDateLabel(visit.startsAt, locale),
  time: ukClockLabel(visit.startsAt),
});

export const visitBooked: EmailKindHandler = {
  kind: 'visit_booked',
  async render(payload, ctx) {
    const visit = readPayload(payload);
    const booking = await loadBooking(ctx.db, visit.bookingId);
    const locale = emailLanguage(booking.language);
    return {
      subject: m.emails_visit_booked_subject(subjectTimes(visit, locale), { locale }),
      replyTo: ctx.admissionsEmail,
      icalEvent: invitation('REQUEST', booking, visit, ctx, locale),
      ...renderEmail(
        {
          heading: m.emails_visit_booked_heading({}, { locale }),
          paragraphs: [
            m.emails_visit_booked_intro({ name: booking.name, siteName: siteNameIn(locale) }, { locale }),
            m.emails_visit_calendar_request({}, { locale }),
          ],
          fields: visitFields(booking, visit, locale),
          action: await manageAction(ctx, booking, locale),
          closing: [m.emails_visit_manage_note({}, { locale }), ...closing(locale)],
        },
        locale,
      ),
    };
  },
};

export const visitRescheduled: EmailKindHandler = {
  kind: 'visit_rescheduled',
  async render(payload, ctx) {
    const visit = readPayload(payload);
    const booking = await loadBooking(ctx.db, visit.bookingId);
    const locale = emailLanguage(booking.language);
    const previous = visit.previousStartsAt
      ? `${ukDateLabel(visit.previousStartsAt, locale)} ${ukClockLabel(visit.previousStartsAt)}`
      : '';
    return {
      subject: m.emails_visit_rescheduled_subject(subjectTimes(visit, locale), { locale }),
      replyTo: ctx.admissionsEmail,
      icalEvent: invitation('REQUEST', booking, visit, ctx, locale),
      ...renderEmail(
        {
          heading: m.emails_visit_rescheduled_heading({}, { locale }),
          paragraphs: [
            m.emails_visit_rescheduled_intro(
              { name: booking.name, when: whenLabel(visit.startsAt, visit.endsAt, locale), previous },
              { locale },
            ),
            m.emails_visit_calendar_update({}, { locale }),
          ],
          fields: visitFields(booking, visit, locale),
          action: await manageAction(ctx, booking, locale),
          closing: [m.emails_visit_manage_note({}, { locale }), ...closing(locale)],
        },
        locale,
      ),
    };
  },
};

export const visitCancelled: EmailKindHandler = {
  kind: 'visit_cancelled',
  async render(payload, ctx) {
    const visit = readPayload(payload);
    const booking = await loadBooking(ctx.db, visit.bookingId);
    const locale = emailLanguage(booking.language);
    return {
      subject: m.emails_visit_cancelled_subject({ date: ukDateLabel(visit.startsAt, locale) }, { locale }),
      replyTo: ctx.admissionsEmail,
      icalEvent: invitation('CANCEL', booking, visit, ctx, locale),
      ...renderEmail(
        {
          heading: m.emails_visit_cancelled_heading({}, { locale }),
          paragraphs: [
            m.emails_visit_cancelled_intro(
              { name: booking.name, when: whenLabel(visit.startsAt, visit.endsAt, locale) },
              { locale },
            ),
            m.emails_visit_calendar_cancel({}, { locale }),
          ],
          action: {
            label: m.emails_visit_book_again({}, { locale }),
            url: new URL(localizedPath('/visit', locale), ctx.appUrl).toString(),
          },
          closing: closing(locale),
        },
        locale,
      ),
    };
  },
};

export const visitReminder: EmailKindHandler = {
  kind: 'visit_reminder',
  async render(payload, ctx) {
    const visit = readPayload(payload);
    const booking = await loadBooking(ctx.db, visit.bookingId);
    const locale = emailLanguage(booking.language);
    return {
      subject: m.emails_visit_reminder_subject(subjectTimes(visit, locale), { locale }),
      replyTo: ctx.admissionsEmail,
      ...renderEmail(
        {
          heading: m.emails_visit_reminder_heading({}, { locale }),
          paragraphs: [
            m.emails_visit_reminder_intro(
              {
                name: booking.name,
                siteName: siteNameIn(locale),
                when: whenLabel(visit.startsAt, visit.endsAt, locale),
              },
              { locale },
            ),
          ],
          fields: visitFields(booking, visit, locale),
          action: await manageAction(ctx, booking, locale),
          closing: closing(locale),
        },
        locale,
      ),
    };
  },
};

/** This e-mail's words (decision 101): staff e-mails are in English, every time in UK time. */
const alert = {
  subject: { booked: 'Visit booked', moved: 'Visit moved', cancelled: 'Visit cancelled' } as Record<string, string>,
  heading: {
    booked: 'A family has booked a campus visit',
    moved: 'A family has moved their campus visit',
    cancelled: 'A family has cancelled their campus visit',
  } as Record<string, string>,
  fields: {
    when: 'When (UK time)',
    was: 'Was (UK time)',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    people: 'People coming',
    programmes: 'Programmes of interest',
    message: 'Message',
    language: 'Language',
  },
  languages: { en: 'English', ar: 'Arabic' } as Record<string, string>,
  none: 'None given',
  openDashboard: 'Open the dashboard',
} as const;

const ukTime = (instant: Date) => `${ukDateLabel(instant, 'en')}, ${ukClockLabel(instant)}`;

/** Tells admissions of a new, moved or cancelled visit. */
export const visitAlert: EmailKindHandler = {
  kind: 'visit_alert',
  async render(payload, { db, appUrl }) {
    const visit = readPayload(payload);
    const change = visit.change ?? 'booked';
    const booking = await loadBooking(db, visit.bookingId);
    const fields: Array<[string, string | null]> = [
      [alert.fields.when, `${ukTime(visit.startsAt)} to ${ukClockLabel(visit.endsAt)}`],
    ];
    if (visit.previousStartsAt) fields.push([alert.fields.was, ukTime(visit.previousStartsAt)]);
    fields.push(
      [alert.fields.name, booking.name],
      [alert.fields.email, booking.email],
      [alert.fields.phone, booking.phone],
      [alert.fields.people, String(booking.party_size)],
      [
        alert.fields.programmes,
        booking.programmes.length ? booking.programmes.map((p) => choiceLabel(PROGRAMMES, p)).join(', ') : alert.none,
      ],
      [alert.fields.message, booking.message],
      [alert.fields.language, alert.languages[booking.language] ?? booking.language],
    );
    return {
      subject: `${alert.subject[change] ?? alert.subject.booked}: ${booking.name}, ${ukTime(visit.startsAt)}`,
      replyTo: booking.email,
      ...renderEmail({
        heading: alert.heading[change] ?? alert.heading.booked!,
        paragraphs: [],
        fields,
        action: { label: alert.openDashboard, url: `${appUrl}/admin` },
      }),
    };
  },
};
