import { UnrecoverableError } from 'bullmq';
import { m } from '@i18n/messages';
import { SCHOOL_LOCATION, visitInvitation } from '../../../core/visits/visit-calendar';
import type { Db } from '../../../db/client';
import { applicantSpacePath } from '../../../domain/applicant-paths';
import { ukClockLabel, ukDateLabel } from '../../../domain/campus-visits';
import type { Locale } from '../../../domain/locale';
import { site } from '../../../domain/site';
import type { EmailKindHandler, RenderContext, RenderedEmail } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { emailLanguage, programmeLabel } from '../localized';
import { readPayload, whenLabel, type VisitPayload } from './visits';

/**
 * An interview's e-mails (decision 145): to the applicant in the language they booked in, every
 * time in UK time, with the calendar invitation, its update or its cancellation (one UID, a
 * rising SEQUENCE); a video interview's link is in the e-mail and the invitation, which only a
 * booking produces. Staff (admissions and the officer) get an alert in English.
 */

async function loadInterview(db: Db, bookingId: string) {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('slot_rules', 'slot_rules.id', 'bookings.rule_id')
    .leftJoin('users', 'users.id', 'bookings.officer_id')
    .select([
      'bookings.id',
      'bookings.name',
      'bookings.email',
      'bookings.language',
      'bookings.ical_uid',
      'bookings.programmes',
      'bookings.application_id',
      'slot_rules.mode',
      'slot_rules.video_url',
      'slot_rules.min_notice_hours',
      'users.email as officer',
    ])
    .where('bookings.id', '=', bookingId)
    .where('bookings.kind', '=', 'interview')
    .executeTakeFirst();
  if (!row) throw new UnrecoverableError(`interview ${bookingId} no longer exists`);
  return row;
}

type Interview = Awaited<ReturnType<typeof loadInterview>>;

const programmeOf = (interview: Interview, locale: Locale) => programmeLabel(interview.programmes[0] ?? '', locale);

function howLabel(interview: Interview, locale: Locale): string {
  return interview.mode === 'video' && interview.video_url
    ? m.emails_interview_by_video({ url: interview.video_url }, { locale })
    : m.emails_interview_on_campus({ address: SCHOOL_LOCATION }, { locale });
}

function invitation(
  method: 'REQUEST' | 'CANCEL',
  interview: Interview,
  times: VisitPayload,
  ctx: RenderContext,
  locale: Locale,
): NonNullable<RenderedEmail['icalEvent']> {
  const video = interview.mode === 'video' && interview.video_url ? interview.video_url : null;
  return {
    method,
    filename: 'interview.ics',
    content: visitInvitation({
      method,
      uid: interview.ical_uid,
      sequence: times.sequence,
      startsAt: times.startsAt,
      endsAt: times.endsAt,
      summary: m.emails_interview_event({ programme: programmeOf(interview, locale) }, { locale }),
      description: [whenLabel(times.startsAt, times.endsAt, locale), howLabel(interview, locale)].join('\n'),
      organizerEmail: ctx.admissionsEmail,
      attendee: { name: interview.name, email: interview.email },
      ...(video ? { location: video, url: video } : {}),
    }),
  };
}

function fields(interview: Interview, times: VisitPayload, locale: Locale): Array<[string, string]> {
  return [
    [m.emails_visit_field_when({}, { locale }), whenLabel(times.startsAt, times.endsAt, locale)],
    [m.emails_interview_how({}, { locale }), howLabel(interview, locale)],
  ];
}

const spaceAction = (ctx: RenderContext, locale: Locale) => ({
  label: m.emails_interview_change({}, { locale }),
  url: new URL(applicantSpacePath(locale), ctx.appUrl).toString(),
});

const closing = (interview: Interview, locale: Locale) => [
  m.emails_interview_change_note({ hours: String(interview.min_notice_hours) }, { locale }),
  m.emails_interview_questions({ phone: site.phone }, { locale }),
  ...admissionsSignOff(locale),
];

const subjectTimes = (times: VisitPayload, locale: Locale) => ({
  date: ukDateLabel(times.startsAt, locale),
  time: ukClockLabel(times.startsAt),
});

export const interviewBooked: EmailKindHandler = {
  kind: 'interview_booked',
  async render(payload, ctx) {
    const times = readPayload(payload);
    const interview = await loadInterview(ctx.db, times.bookingId);
    const locale = emailLanguage(interview.language);
    return {
      subject: m.emails_interview_booked_subject(subjectTimes(times, locale), { locale }),
      replyTo: ctx.admissionsEmail,
      icalEvent: invitation('REQUEST', interview, times, ctx, locale),
      ...renderEmail(
        {
          heading: m.emails_interview_booked_heading({}, { locale }),
          paragraphs: [
            m.emails_interview_booked_intro(
              { name: interview.name, programme: programmeOf(interview, locale) },
              { locale },
            ),
            m.emails_interview_calendar_request({}, { locale }),
          ],
          fields: fields(interview, times, locale),
          action: spaceAction(ctx, locale),
          closing: closing(interview, locale),
        },
        locale,
      ),
    };
  },
};

export const interviewRescheduled: EmailKindHandler = {
  kind: 'interview_rescheduled',
  async render(payload, ctx) {
    const times = readPayload(payload);
    const interview = await loadInterview(ctx.db, times.bookingId);
    const locale = emailLanguage(interview.language);
    const previous = times.previousStartsAt
      ? `${ukDateLabel(times.previousStartsAt, locale)} ${ukClockLabel(times.previousStartsAt)}`
      : '';
    return {
      subject: m.emails_interview_rescheduled_subject(subjectTimes(times, locale), { locale }),
      replyTo: ctx.admissionsEmail,
      icalEvent: invitation('REQUEST', interview, times, ctx, locale),
      ...renderEmail(
        {
          heading: m.emails_interview_rescheduled_heading({}, { locale }),
          paragraphs: [
            m.emails_interview_rescheduled_intro(
              { name: interview.name, when: whenLabel(times.startsAt, times.endsAt, locale), previous },
              { locale },
            ),
            m.emails_interview_calendar_update({}, { locale }),
          ],
          fields: fields(interview, times, locale),
          action: spaceAction(ctx, locale),
          closing: closing(interview, locale),
        },
        locale,
      ),
    };
  },
};

export const interviewCancelled: EmailKindHandler = {
  kind: 'interview_cancelled',
  async render(payload, ctx) {
    const times = readPayload(payload);
    const interview = await loadInterview(ctx.db, times.bookingId);
    const locale = emailLanguage(interview.language);
    return {
      subject: m.emails_interview_cancelled_subject({ date: ukDateLabel(times.startsAt, locale) }, { locale }),
      replyTo: ctx.admissionsEmail,
      icalEvent: invitation('CANCEL', interview, times, ctx, locale),
      ...renderEmail(
        {
          heading: m.emails_interview_cancelled_heading({}, { locale }),
          paragraphs: [
            m.emails_interview_cancelled_intro(
              { name: interview.name, when: whenLabel(times.startsAt, times.endsAt, locale) },
              { locale },
            ),
            m.emails_interview_calendar_cancel({}, { locale }),
          ],
          action: spaceAction(ctx, locale),
          closing: [m.emails_interview_questions({ phone: site.phone }, { locale }), ...admissionsSignOff(locale)],
        },
        locale,
      ),
    };
  },
};

export const interviewReminder: EmailKindHandler = {
  kind: 'interview_reminder',
  async render(payload, ctx) {
    const times = readPayload(payload);
    const interview = await loadInterview(ctx.db, times.bookingId);
    const locale = emailLanguage(interview.language);
    return {
      subject: m.emails_interview_reminder_subject(subjectTimes(times, locale), { locale }),
      replyTo: ctx.admissionsEmail,
      ...renderEmail(
        {
          heading: m.emails_interview_reminder_heading({}, { locale }),
          paragraphs: [
            m.emails_interview_reminder_intro(
              {
                name: interview.name,
                programme: programmeOf(interview, locale),
                when: whenLabel(times.startsAt, times.endsAt, locale),
              },
              { locale },
            ),
          ],
          fields: fields(interview, times, locale),
          action: spaceAction(ctx, locale),
          closing: [m.emails_interview_questions({ phone: site.phone }, { locale }), ...admissionsSignOff(locale)],
        },
        locale,
      ),
    };
  },
};

/** This e-mail's words (decision 101): staff e-mails are in English, every time in UK time. */
const alert = {
  subject: { booked: 'Interview booked', moved: 'Interview moved', cancelled: 'Interview cancelled' } as Record<
    string,
    string
  >,
  heading: {
    booked: 'An applicant has booked an interview',
    moved: 'An applicant has moved their interview',
    cancelled: 'An applicant has cancelled their interview',
  } as Record<string, string>,
  openDashboard: 'Open the dashboard',
} as const;

const ukTime = (instant: Date) => `${ukDateLabel(instant, 'en')}, ${ukClockLabel(instant)}`;

/** Tells admissions and the officer of a booked, moved or cancelled interview. */
export const interviewAlert: EmailKindHandler = {
  kind: 'interview_alert',
  async render(payload, { db, appUrl }) {
    const times = readPayload(payload);
    const change = times.change ?? 'booked';
    const interview = await loadInterview(db, times.bookingId);
    const fieldRows: Array<[string, string | null]> = [
      ['When (UK time)', `${ukTime(times.startsAt)} to ${ukClockLabel(times.endsAt)}`],
    ];
    if (times.previousStartsAt) fieldRows.push(['Was (UK time)', ukTime(times.previousStartsAt)]);
    fieldRows.push(
      ['Applicant', interview.name],
      ['Programme', programmeOf(interview, 'en')],
      ['How', interview.mode === 'video' ? 'By video' : 'On campus'],
      ['Officer', interview.officer],
    );
    return {
      subject: `${alert.subject[change] ?? alert.subject.booked}: ${interview.name}, ${ukTime(times.startsAt)}`,
      ...renderEmail({
        heading: alert.heading[change] ?? alert.heading.booked!,
        paragraphs: [],
        fields: fieldRows,
        action: {
          label: alert.openDashboard,
          url: `${appUrl}/admin`,
        },
      }),
    };
  },
};
