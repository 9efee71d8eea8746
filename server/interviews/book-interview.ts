import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { m } from '@i18n/messages';
import { recordAudit } from '../../core/audit/audit-log';
import { insertOutboxEmails, type NewOutboxEmail } from '../../core/outbox/email-outbox';
import { cancelBooking, moveBooking } from '../../core/visits/move-booking';
import { findOfferedSlot, offeredSlots, takePlace, type OfferedSlot } from '../../core/visits/offered-slots';
import { slotStartKey } from '../../core/visits/slots';
import { newInterviewUid } from '../../core/visits/visit-calendar';
import { reminderDueAt } from '../../core/visits/visit-reminders';
import type { Db } from '../../db/client';
import { DEADLOCK_DETECTED, pgErrorCode, retryingDeadlocks } from '../../db/deadlock-retry';
import type { Database } from '../../db/types';
import type { Locale } from '../../domain/locale';
import type { InterviewMode } from '../../domain/slot-rules';
import { applicantAuditEntry } from '../applicants/applicant-audit';
import type { ApplicantSession } from '../applicants/applicant-sessions';
import { AppError } from '../errors/app-error';

/**
 * An applicant's interview (decision 145), booked from their space: only their own application,
 * only while it is at 'interview', one booked interview per application (a unique index), a slot
 * of an interview rule for the application's programme or for any. The slot's one place is taken
 * by the same conditional upsert as a visit's (decision 142), and the officer's exclusion
 * constraint refuses a second interview at an overlapping time from any other rule: both arrive
 * as CONFLICT in the applicant's language, never a 5xx.
 */

type Applicant = Pick<ApplicantSession, 'email' | 'publicId'>;
type Trx = Transaction<Database>;

export interface InterviewSlot extends OfferedSlot {
  mode: InterviewMode;
}

export interface ApplicantInterview {
  id: string;
  startsAt: Date;
  endsAt: Date;
  mode: InterviewMode;
  /** Shown only to the applicant whose interview it is, once booked. */
  videoUrl: string | null;
  /** Until when the applicant may move or cancel it (the rule's minimum notice before it). */
  changeUntil: Date;
}

export interface InterviewChange {
  bookingId: string;
  reminderDueAt: Date | null;
  outboxIds: string[];
}

const HOUR_MS = 60 * 60 * 1000;

/** Postgres: an exclusion constraint refused the row (the officer is already in an interview then). */
const EXCLUSION_VIOLATION = '23P01';
const UNIQUE_VIOLATION = '23505';

/** The applicant's own application, or NOT_FOUND (the same answer for someone else's). */
async function ownApplication(db: Db | Trx, applicant: Applicant, applicationId: string, locale: Locale) {
  const application = await db
    .selectFrom('applications')
    .select(['id', 'status', 'programme', 'first_name', 'last_name', 'email'])
    .where('id', '=', applicationId)
    .where(sql<string>`lower(email)`, '=', applicant.email)
    .executeTakeFirst();
  if (!application) throw new AppError('NOT_FOUND', m.applicant_error_application_not_found({}, { locale }));
  return application;
}

function requireInterviewStage(status: string, locale: Locale) {
  if (status !== 'interview') throw new AppError('CONFLICT', m.interview_not_open({}, { locale }));
}

/** The interview rules open to a programme: its own and those for any programme. */
async function rulesFor(db: Db | Trx, programme: string) {
  return db
    .selectFrom('slot_rules')
    .select(['id', 'officer_id', 'mode', 'min_notice_hours'])
    .where('kind', '=', 'interview')
    .where('active', '=', true)
    .where((eb) => eb.or([eb('programme', '=', programme), eb('programme', 'is', null)]))
    .execute();
}

/**
 * The interview slots the application may book: its programme's rules' slots with their place
 * free and their officer not already in another interview then, soonest first.
 */
export async function interviewSlotsFor(db: Db, programme: string, now = new Date()): Promise<InterviewSlot[]> {
  const rules = await rulesFor(db, programme);
  if (rules.length === 0) return [];
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const slots = (await offeredSlots(db, 'interview', { now })).filter(
    (slot) => byId.has(slot.ruleId) && slot.placesLeft > 0,
  );
  const officers = [...new Set(rules.map((rule) => rule.officer_id).filter((id): id is string => id !== null))];
  const busy = officers.length
    ? await db
        .selectFrom('bookings')
        .select(['officer_id', 'starts_at', 'ends_at'])
        .where('status', '=', 'booked')
        .where('officer_id', 'in', officers)
        .where('ends_at', '>', now)
        .execute()
    : [];
  return slots
    .filter((slot) => {
      const officer = byId.get(slot.ruleId)!.officer_id;
      return !busy.some(
        (other) =>
          other.officer_id === officer &&
          other.starts_at.getTime() < slot.endsAt.getTime() &&
          other.ends_at.getTime() > slot.startsAt.getTime(),
      );
    })
    .map((slot) => ({ ...slot, mode: (byId.get(slot.ruleId)!.mode ?? 'campus') as InterviewMode }));
}

/** The application's booked interview, as its applicant sees it, or null. */
export async function bookedInterview(db: Db | Trx, applicationId: string): Promise<ApplicantInterview | null> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('slot_rules', 'slot_rules.id', 'bookings.rule_id')
    .select([
      'bookings.id',
      'bookings.starts_at',
      'bookings.ends_at',
      'slot_rules.mode',
      'slot_rules.video_url',
      'slot_rules.min_notice_hours',
    ])
    .where('bookings.application_id', '=', applicationId)
    .where('bookings.kind', '=', 'interview')
    .where('bookings.status', '=', 'booked')
    .executeTakeFirst();
  if (!row) return null;
  const mode = (row.mode ?? 'campus') as InterviewMode;
  return {
    id: row.id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    mode,
    videoUrl: mode === 'video' ? row.video_url : null,
    changeUntil: new Date(row.starts_at.getTime() - row.min_notice_hours * HOUR_MS),
  };
}

/** What the applicant's space shows: the booked interview, or the slots to choose from. */
export async function applicantInterview(
  db: Db,
  applicant: Applicant,
  input: { applicationId: string; language: Locale },
  now = new Date(),
): Promise<{ booking: ApplicantInterview | null; slots: InterviewSlot[] }> {
  const application = await ownApplication(db, applicant, input.applicationId, input.language);
  const booking = await bookedInterview(db, application.id);
  if (application.status !== 'interview') return { booking, slots: [] };
  return { booking, slots: await interviewSlotsFor(db, application.programme, now) };
}

/** The interview slot named by a rule and a start, if it is one the application may book now. */
async function slotFor(db: Db, programme: string, ruleId: string, startsAt: string, locale: Locale, now: Date) {
  const rules = await rulesFor(db, programme);
  const rule = rules.find((candidate) => candidate.id === ruleId);
  const slot = rule ? await findOfferedSlot(db, 'interview', ruleId, new Date(startsAt), now) : null;
  if (!rule || !slot) throw new AppError('CONFLICT', m.visits_slot_gone({}, { locale }));
  if (slot.placesLeft === 0) throw new AppError('CONFLICT', m.interview_officer_busy({}, { locale }));
  return { slot, officerId: rule.officer_id };
}

/**
 * Runs a booking's transaction, turning the database's refusals into the applicant's words. A
 * deadlock between two clashing bookings is run again (db/deadlock-retry.ts) and then meets the
 * exclusion constraint; one that outlasts the tries is the same clash.
 */
async function refusingClashes<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await retryingDeadlocks(work);
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === EXCLUSION_VIOLATION || code === DEADLOCK_DETECTED)
      throw new AppError('CONFLICT', m.interview_officer_busy({}, { locale }));
    if (code === UNIQUE_VIOLATION) throw new AppError('CONFLICT', m.interview_already_booked({}, { locale }));
    throw error;
  }
}

export type InterviewChangeKind = 'booked' | 'moved' | 'cancelled';

const APPLICANT_KIND = {
  booked: 'interview_booked',
  moved: 'interview_rescheduled',
  cancelled: 'interview_cancelled',
} as const;

/**
 * The applicant's e-mail (with the invitation, its update or its cancellation) and the staff
 * alert, to admissions and to the officer. The payload carries the times and revision it is about.
 */
export async function interviewEmails(
  trx: Trx,
  change: InterviewChangeKind,
  facts: { bookingId: string; email: string; sequence: number; startsAt: Date; endsAt: Date; previousStartsAt?: Date },
  admissionsEmail: string,
): Promise<NewOutboxEmail[]> {
  const payload = {
    bookingId: facts.bookingId,
    sequence: String(facts.sequence),
    startsAt: slotStartKey(facts.startsAt),
    endsAt: slotStartKey(facts.endsAt),
    ...(facts.previousStartsAt ? { previousStartsAt: slotStartKey(facts.previousStartsAt) } : {}),
  };
  const officer = await trx
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.officer_id')
    .select('users.email')
    .where('bookings.id', '=', facts.bookingId)
    .executeTakeFirst();
  const staff = [...new Set([admissionsEmail, ...(officer ? [officer.email] : [])])];
  return [
    { kind: APPLICANT_KIND[change], recipient: facts.email, payload, referenceId: facts.bookingId },
    ...staff.map((recipient) => ({
      kind: 'interview_alert' as const,
      recipient,
      payload: { ...payload, change },
      referenceId: facts.bookingId,
    })),
  ];
}

export async function bookInterview(
  db: Db,
  applicant: Applicant,
  input: { applicationId: string; ruleId: string; startsAt: string; language: Locale },
  options: { admissionsEmail: string; ip?: string | null },
  now = new Date(),
): Promise<InterviewChange> {
  const locale = input.language;
  const application = await ownApplication(db, applicant, input.applicationId, locale);
  requireInterviewStage(application.status, locale);
  if (await bookedInterview(db, application.id)) {
    throw new AppError('CONFLICT', m.interview_already_booked({}, { locale }));
  }
  const { slot, officerId } = await slotFor(db, application.programme, input.ruleId, input.startsAt, locale, now);
  return refusingClashes(locale, () =>
    db.transaction().execute(async (trx) => {
      if (!(await takePlace(trx, slot))) throw new AppError('CONFLICT', m.interview_officer_busy({}, { locale }));
      const bookingId = randomUUID();
      const due = reminderDueAt(slot.startsAt, now);
      await trx
        .insertInto('bookings')
        .values({
          id: bookingId,
          kind: 'interview',
          rule_id: slot.ruleId,
          starts_at: slot.startsAt,
          ends_at: slot.endsAt,
          officer_id: officerId,
          application_id: application.id,
          name: `${application.first_name} ${application.last_name}`.trim().slice(0, 200),
          email: application.email,
          programmes: [application.programme],
          language: locale,
          ical_uid: newInterviewUid(bookingId),
          reminder_due_at: due,
        })
        .execute();
      const outboxIds = await recordInterviewChange(
        trx,
        applicant,
        options.ip ?? null,
        application.id,
        'booked',
        { bookingId, email: application.email, sequence: 0, startsAt: slot.startsAt, endsAt: slot.endsAt },
        options.admissionsEmail,
      );
      return { bookingId, reminderDueAt: due, outboxIds };
    }),
  );
}

const AUDIT_ACTIONS = {
  booked: 'interview.booked',
  moved: 'interview.rescheduled',
  cancelled: 'interview.cancelled',
} as const;

/** Audits the applicant's change and writes its e-mails, in the change's transaction; returns the outbox ids. */
async function recordInterviewChange(
  trx: Trx,
  applicant: Applicant,
  ip: string | null,
  applicationId: string,
  change: InterviewChangeKind,
  facts: Parameters<typeof interviewEmails>[2],
  admissionsEmail: string,
): Promise<string[]> {
  await recordAudit(
    trx,
    applicantAuditEntry(applicant, ip, {
      action: AUDIT_ACTIONS[change],
      subject: { type: 'application', id: applicationId },
      details: { bookingId: facts.bookingId },
    }),
  );
  return insertOutboxEmails(trx, await interviewEmails(trx, change, facts, admissionsEmail));
}

/** The application's booked interview, locked, if the applicant may still change it. */
async function changeableInterview(trx: Trx, applicationId: string, locale: Locale, now: Date) {
  const booking = await trx
    .selectFrom('bookings')
    .innerJoin('slot_rules', 'slot_rules.id', 'bookings.rule_id')
    .select([
      'bookings.id',
      'bookings.rule_id',
      'bookings.starts_at',
      'bookings.ends_at',
      'bookings.email',
      'bookings.sequence',
      'slot_rules.min_notice_hours',
    ])
    .where('bookings.application_id', '=', applicationId)
    .where('bookings.kind', '=', 'interview')
    .where('bookings.status', '=', 'booked')
    .forUpdate('bookings')
    .executeTakeFirst();
  if (!booking) throw new AppError('CONFLICT', m.interview_not_booked({}, { locale }));
  if (now.getTime() > booking.starts_at.getTime() - booking.min_notice_hours * HOUR_MS) {
    throw new AppError('CONFLICT', m.interview_too_late({}, { locale }));
  }
  return booking;
}

/** Moves the interview to another slot until the minimum notice: the new place taken, the old given back. */
export async function rescheduleInterview(
  db: Db,
  applicant: Applicant,
  input: { applicationId: string; ruleId: string; startsAt: string; language: Locale },
  options: { admissionsEmail: string; ip?: string | null },
  now = new Date(),
): Promise<InterviewChange> {
  const locale = input.language;
  const application = await ownApplication(db, applicant, input.applicationId, locale);
  requireInterviewStage(application.status, locale);
  const current = await bookedInterview(db, application.id);
  if (!current) throw new AppError('CONFLICT', m.interview_not_booked({}, { locale }));
  if (now.getTime() > current.changeUntil.getTime())
    throw new AppError('CONFLICT', m.interview_too_late({}, { locale }));
  const { slot, officerId } = await slotFor(db, application.programme, input.ruleId, input.startsAt, locale, now);
  return refusingClashes(locale, () =>
    db.transaction().execute(async (trx) => {
      const booking = await changeableInterview(trx, application.id, locale, now);
      if (booking.rule_id === slot.ruleId && booking.starts_at.getTime() === slot.startsAt.getTime()) {
        throw new AppError('CONFLICT', m.interview_same_slot({}, { locale }));
      }
      const moved = await moveBooking(trx, booking, slot, { now, officerId });
      if (!moved) throw new AppError('CONFLICT', m.interview_officer_busy({}, { locale }));
      const { sequence, reminderDueAt: due } = moved;
      const outboxIds = await recordInterviewChange(
        trx,
        applicant,
        options.ip ?? null,
        application.id,
        'moved',
        {
          bookingId: booking.id,
          email: booking.email,
          sequence,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          previousStartsAt: booking.starts_at,
        },
        options.admissionsEmail,
      );
      return { bookingId: booking.id, reminderDueAt: due, outboxIds };
    }),
  );
}

/** Cancels the interview until the minimum notice: its place given back, no reminder owed. */
export async function cancelInterview(
  db: Db,
  applicant: Applicant,
  input: { applicationId: string; language: Locale },
  options: { admissionsEmail: string; ip?: string | null },
  now = new Date(),
): Promise<InterviewChange> {
  const locale = input.language;
  const application = await ownApplication(db, applicant, input.applicationId, locale);
  return db.transaction().execute(async (trx) => {
    const booking = await changeableInterview(trx, application.id, locale, now);
    const sequence = await cancelBooking(trx, booking, now);
    const outboxIds = await recordInterviewChange(
      trx,
      applicant,
      options.ip ?? null,
      application.id,
      'cancelled',
      { bookingId: booking.id, email: booking.email, sequence, startsAt: booking.starts_at, endsAt: booking.ends_at },
      options.admissionsEmail,
    );
    return { bookingId: booking.id, reminderDueAt: null, outboxIds };
  });
}
