import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { exportSubject } from '../../core/privacy/subject-export';
import { queueVisitReminder } from '../../core/visits/visit-reminders';
import { cancelInterview, rescheduleInterview } from '../../server/interviews/book-interview';
import { interviewBooked, interviewCancelled, interviewRescheduled } from '../../worker/emails/kinds/interviews';
import type { EmailKindHandler } from '../../worker/emails/email-kind';
import { createAdmin, createApplication, createSlotRule, type TestUser } from '../support/factories';
import { testDb } from '../support/test-db';
import { callerFor, codeOf, errorOf, testConfig } from '../support/trpc-caller';
import { uniqueEmail } from '../support/unique-email';

const db = testDb();
const ADMISSIONS = testConfig().ADMISSIONS_EMAIL;
const renderContext = { db, appUrl: 'http://127.0.0.1:3000', admissionsEmail: ADMISSIONS };
const HOUR = 60 * 60 * 1000;
const VIDEO = 'https://meet.academy.example/interview-room';

/** An applicant with one application of `status`, signed in to their space. */
async function applicantAt(status = 'interview', programme = 'foundation') {
  const email = uniqueEmail('interviewee');
  const application = await createApplication(db, { email, status, programme });
  const session = { sessionId: randomUUID().replace(/-/g, ''), publicId: randomUUID(), email };
  return { email, application, session, caller: callerFor({ db, applicant: session }).caller };
}

/** An interview rule of its own officer, every day at 10:00 and 14:00 UK time, 30 minutes. */
async function interviewRule(officer: TestUser, extra: Parameters<typeof createSlotRule>[1] = {}) {
  return createSlotRule(db, {
    kind: 'interview',
    label: 'Interviews',
    capacity: 1,
    length_minutes: 30,
    officer_id: officer.id,
    mode: 'video',
    video_url: VIDEO,
    programme: 'foundation',
    ...extra,
  });
}

async function slotsOf(
  caller: Awaited<ReturnType<typeof applicantAt>>['caller'],
  applicationId: string,
  ruleId: string,
) {
  const { slots } = await caller.applicant.interview.slots({ applicationId, language: 'en' });
  return slots.filter((slot) => slot.ruleId === ruleId);
}

async function interviewRow(applicationId: string) {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'interview')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
}

async function outboxOf(bookingId: string) {
  return db
    .selectFrom('email_outbox')
    .select(['kind', 'recipient', 'payload'])
    .where('reference_id', '=', bookingId)
    .orderBy('created_at')
    .execute();
}

/** The calendar part an interview e-mail carries, rendered as the worker sends it and parsed with ical.js. */
async function calendarOf(handler: EmailKindHandler, bookingId: string) {
  const row = (await outboxOf(bookingId)).filter((email) => email.kind === handler.kind).at(-1)!;
  const rendered = await handler.render(row.payload, renderContext, row.recipient);
  const calendar = new ICAL.Component(ICAL.parse(rendered.icalEvent!.content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    text: rendered.text,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    location: event.getFirstPropertyValue('location'),
  };
}

describe('who may book an interview', () => {
  it('offers the programme’s slots only while the application is at interview, and only to its applicant', async () => {
    const officer = await createAdmin(db, { label: 'officer-who' });
    const rule = await interviewRule(officer);
    const other = await interviewRule(officer, { programme: 'alevel', times: ['11:00'] });
    const { caller, application } = await applicantAt('interview');
    const slots = await slotsOf(caller, application.id, rule.id);
    expect(slots.length).toBeGreaterThan(0);
    expect(await slotsOf(caller, application.id, other.id)).toEqual([]);

    // Another programme's rule is refused even when named directly.
    const alevel = await applicantAt('interview', 'alevel');
    const alevelSlot = (await slotsOf(alevel.caller, alevel.application.id, other.id))[0]!;
    expect(await slotsOf(alevel.caller, alevel.application.id, rule.id)).toEqual([]);
    const wrongProgramme = await errorOf(
      caller.applicant.interview.book({
        applicationId: application.id,
        ruleId: other.id,
        startsAt: alevelSlot.startsAt,
        language: 'en',
      }),
    );
    expect(wrongProgramme.message).toBe('That time is no longer available. Please choose another.');

    const early = await applicantAt('under_review');
    expect(
      (await early.caller.applicant.interview.slots({ applicationId: early.application.id, language: 'en' })).slots,
    ).toEqual([]);
    const refused = await errorOf(
      early.caller.applicant.interview.book({
        applicationId: early.application.id,
        ruleId: rule.id,
        startsAt: slots[0]!.startsAt,
        language: 'ar',
      }),
    );
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe('لا يمكنك حجز مقابلة إلا عندما يكون طلبك في مرحلة المقابلة.');

    // Someone else's application: the same answer as one that does not exist.
    const stranger = await applicantAt('interview');
    const foreign = await errorOf(
      stranger.caller.applicant.interview.book({
        applicationId: application.id,
        ruleId: rule.id,
        startsAt: slots[0]!.startsAt,
        language: 'en',
      }),
    );
    expect(foreign.code).toBe('NOT_FOUND');
    expect(
      await codeOf(stranger.caller.applicant.interview.slots({ applicationId: application.id, language: 'en' })),
    ).toBe('NOT_FOUND');
    expect(await db.selectFrom('bookings').select('id').where('rule_id', '=', rule.id).execute()).toEqual([]);
  });

  it('books one interview per application, and shows the video link only once booked', async () => {
    const officer = await createAdmin(db, { label: 'officer-one' });
    const rule = await interviewRule(officer);
    const { caller, application, email } = await applicantAt();
    const before = await caller.applicant.interview.slots({ applicationId: application.id, language: 'en' });
    expect(before.booking).toBeNull();
    expect(JSON.stringify(before)).not.toContain(VIDEO);

    const [first, second] = await slotsOf(caller, application.id, rule.id);
    await caller.applicant.interview.book({
      applicationId: application.id,
      ruleId: rule.id,
      startsAt: first!.startsAt,
      language: 'en',
    });
    const after = await caller.applicant.interview.slots({ applicationId: application.id, language: 'en' });
    expect(after.booking).toMatchObject({ startsAt: first!.startsAt, mode: 'video', videoUrl: VIDEO });

    const again = await errorOf(
      caller.applicant.interview.book({
        applicationId: application.id,
        ruleId: rule.id,
        startsAt: second!.startsAt,
        language: 'en',
      }),
    );
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe('You already have an interview booked. You can change its time or cancel it.');

    const row = await interviewRow(application.id);
    expect(row).toMatchObject({ officer_id: officer.id, email, status: 'booked', sequence: 0 });
    const emails = await outboxOf(row.id);
    expect(emails.map((e) => `${e.kind} ${e.recipient}`).sort()).toEqual(
      [`interview_alert ${ADMISSIONS}`, `interview_alert ${officer.email}`, `interview_booked ${email}`].sort(),
    );
    // The booked slot is no longer offered to anyone.
    const someoneElse = await applicantAt();
    expect(
      (await slotsOf(someoneElse.caller, someoneElse.application.id, rule.id)).map((s) => s.startsAt),
    ).not.toContain(first!.startsAt);
  });
});

describe('an officer is never in two interviews at once', () => {
  it('lets exactly one of two applicants take the same officer at the same time, from two rules', async () => {
    const officer = await createAdmin(db, { label: 'officer-clash' });
    const ruleA = await interviewRule(officer, { times: ['15:00'] });
    const ruleB = await interviewRule(officer, { times: ['15:00'], mode: 'campus', video_url: null });
    const one = await applicantAt();
    const two = await applicantAt();
    const slotA = (await slotsOf(one.caller, one.application.id, ruleA.id))[0]!;
    const slotB = (await slotsOf(two.caller, two.application.id, ruleB.id))[0]!;
    expect(slotB.startsAt).toBe(slotA.startsAt);

    const results = await Promise.allSettled([
      one.caller.applicant.interview.book({
        applicationId: one.application.id,
        ruleId: ruleA.id,
        startsAt: slotA.startsAt,
        language: 'en',
      }),
      two.caller.applicant.interview.book({
        applicationId: two.application.id,
        ruleId: ruleB.id,
        startsAt: slotB.startsAt,
        language: 'en',
      }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [refusal] = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refusal!.reason.code).toBe('CONFLICT');
    expect(refusal!.reason.message).toBe('Sorry, that time has just been taken. Please choose another.');
    const booked = await db
      .selectFrom('bookings')
      .select('id')
      .where('officer_id', '=', officer.id)
      .where('status', '=', 'booked')
      .execute();
    expect(booked).toHaveLength(1);
  });

  it('answers a deadlock between two clashing bookings with the clash, after running the booking again', async () => {
    // Two transactions whose new rows clash under the officer's exclusion constraint can each wait
    // for the other; Postgres then stops one as a deadlock. Made here on purpose: a transaction
    // holds a row clashing with the booking's second half, the booking waits for it, and the
    // transaction then adds a row clashing with the booking's first half.
    const officer = await createAdmin(db, { label: 'officer-deadlock' });
    const rule = await interviewRule(officer, { times: ['11:00'] });
    const { caller, application } = await applicantAt();
    const slot = (await slotsOf(caller, application.id, rule.id))[0]!;
    const start = Date.parse(slot.startsAt);
    const length = Date.parse(slot.endsAt) - start;
    const row = (from: number, to: number) => {
      const id = randomUUID();
      return {
        id,
        kind: 'interview' as const,
        rule_id: rule.id,
        officer_id: officer.id,
        starts_at: new Date(from),
        ends_at: new Date(to),
        name: 'Another applicant',
        email: uniqueEmail('deadlock'),
        ical_uid: `interview-${id}@www.academy.example`,
      };
    };
    let bookingWaits!: () => void;
    const waiting = new Promise<void>((resolve) => (bookingWaits = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const other = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('bookings')
        .values(row(start + length / 2, start + length * 1.5))
        .execute();
      held();
      await waiting;
      await trx
        .insertInto('bookings')
        .values(row(start - length / 2, start + length / 3))
        .execute();
    });
    await holding;
    const booking = caller.applicant.interview.book({
      applicationId: application.id,
      ruleId: rule.id,
      startsAt: slot.startsAt,
      language: 'en',
    });
    const refusal = errorOf(booking);
    await expect
      .poll(async () => {
        const { rows } = await sql<{ waiting: number }>`
          SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE 'insert into "bookings"%'`.execute(
          db,
        );
        return rows[0]!.waiting;
      })
      .toBeGreaterThanOrEqual(1);
    bookingWaits();
    await other;
    const error = await refusal;
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('Sorry, that time has just been taken. Please choose another.');
    const booked = await db
      .selectFrom('bookings')
      .select('id')
      .where('application_id', '=', application.id)
      .where('status', '=', 'booked')
      .execute();
    expect(booked).toEqual([]);
  });

  it('lets exactly one of many applicants take the same slot of one rule', async () => {
    const officer = await createAdmin(db, { label: 'officer-race' });
    const rule = await interviewRule(officer, { times: ['16:00'] });
    const applicants = await Promise.all(Array.from({ length: 6 }, () => applicantAt()));
    const slot = (await slotsOf(applicants[0]!.caller, applicants[0]!.application.id, rule.id))[0]!;
    const results = await Promise.allSettled(
      applicants.map((a) =>
        a.caller.applicant.interview.book({
          applicationId: a.application.id,
          ruleId: rule.id,
          startsAt: slot.startsAt,
          language: 'en',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(result.reason.code).toBe('CONFLICT');
    }
  });
});

describe('moving and cancelling, until the minimum notice', () => {
  it('moves the interview with a rising SEQUENCE, cancels it with METHOD:CANCEL, and keeps one UID', async () => {
    const officer = await createAdmin(db, { label: 'officer-move' });
    const rule = await interviewRule(officer, { min_notice_hours: 24 });
    const { caller, application } = await applicantAt();
    const [first, second] = await slotsOf(caller, application.id, rule.id);
    await caller.applicant.interview.book({
      applicationId: application.id,
      ruleId: rule.id,
      startsAt: first!.startsAt,
      language: 'en',
    });
    const row = await interviewRow(application.id);
    const invite = await calendarOf(interviewBooked, row.id);
    expect(invite).toMatchObject({
      method: 'REQUEST',
      uid: row.ical_uid,
      sequence: 0,
      start: new Date(first!.startsAt).toISOString(),
      location: VIDEO,
    });
    expect(invite.text).toContain(VIDEO);
    expect(invite.text).toContain('UK time');

    await caller.applicant.interview.reschedule({
      applicationId: application.id,
      ruleId: rule.id,
      startsAt: second!.startsAt,
      language: 'en',
    });
    const update = await calendarOf(interviewRescheduled, row.id);
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: row.ical_uid,
      sequence: 1,
      start: new Date(second!.startsAt).toISOString(),
    });
    const moved = await interviewRow(application.id);
    expect(moved.starts_at.getTime()).toBe(new Date(second!.startsAt).getTime());
    expect(moved.reminder_due_at?.getTime()).toBe(new Date(second!.startsAt).getTime() - 24 * HOUR);

    await caller.applicant.interview.cancel({ applicationId: application.id, language: 'en' });
    const cancel = await calendarOf(interviewCancelled, row.id);
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: row.ical_uid, sequence: 2 });
    expect(await interviewRow(application.id)).toMatchObject({ status: 'cancelled', reminder_due_at: null });
    // Its place is free again, and a new booking may be made.
    expect((await slotsOf(caller, application.id, rule.id)).map((s) => s.startsAt)).toContain(second!.startsAt);
  });

  it('refuses a move or a cancellation inside the minimum notice, in the applicant’s language', async () => {
    const officer = await createAdmin(db, { label: 'officer-late' });
    const rule = await interviewRule(officer, { min_notice_hours: 24 });
    const { caller, application, session } = await applicantAt();
    const [first, second] = await slotsOf(caller, application.id, rule.id);
    await caller.applicant.interview.book({
      applicationId: application.id,
      ruleId: rule.id,
      startsAt: first!.startsAt,
      language: 'ar',
    });
    const lateNow = new Date(new Date(first!.startsAt).getTime() - 2 * HOUR);
    const options = { admissionsEmail: ADMISSIONS };
    await expect(
      cancelInterview(db, session, { applicationId: application.id, language: 'en' }, options, lateNow),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'It is now too close to your interview to change it here. Please contact our admissions team.',
    });
    await expect(
      rescheduleInterview(
        db,
        session,
        { applicationId: application.id, ruleId: rule.id, startsAt: second!.startsAt, language: 'ar' },
        options,
        lateNow,
      ),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'اقترب موعد مقابلتك كثيرًا ولم يعد بالإمكان تغييره من هنا. يُرجى التواصل مع فريق القبول.',
    });
    expect(await interviewRow(application.id)).toMatchObject({ status: 'booked', sequence: 0 });
  });
});

describe('the interview’s reminder', () => {
  it('is the interview’s own e-mail, written once when due', async () => {
    const officer = await createAdmin(db, { label: 'officer-remind' });
    const rule = await interviewRule(officer, { min_notice_hours: 0 });
    const { caller, application } = await applicantAt();
    const slot = (await slotsOf(caller, application.id, rule.id)).find(
      (candidate) => new Date(candidate.startsAt).getTime() > Date.now() + 25 * HOUR,
    )!;
    await caller.applicant.interview.book({
      applicationId: application.id,
      ruleId: rule.id,
      startsAt: slot.startsAt,
      language: 'en',
    });
    const row = await interviewRow(application.id);
    expect(await queueVisitReminder(db, row.id, new Date())).toBe('not-due');
    const due = row.reminder_due_at!;
    expect(await queueVisitReminder(db, row.id, due)).toBe('queued');
    expect(await queueVisitReminder(db, row.id, due)).toBe('not-needed');
    expect((await outboxOf(row.id)).filter((e) => e.kind === 'interview_reminder')).toHaveLength(1);
  });
});

describe('the officer records what happened', () => {
  it('marks it attended or no-show only once it has started, with notes kept as the application’s, audited', async () => {
    const officer = await createAdmin(db, { label: 'officer-mark' });
    const rule = await interviewRule(officer);
    const { caller, application } = await applicantAt();
    const slot = (await slotsOf(caller, application.id, rule.id))[0]!;
    await caller.applicant.interview.book({
      applicationId: application.id,
      ruleId: rule.id,
      startsAt: slot.startsAt,
      language: 'en',
    });
    const row = await interviewRow(application.id);
    const staff = callerFor({ db, user: officer, ip: '203.0.113.45' }).caller;

    const early = await errorOf(staff.admin.interviews.recordOutcome({ bookingId: row.id, outcome: 'attended' }));
    expect(early.code).toBe('CONFLICT');
    expect(early.message).toBe('The interview has not started yet: mark it once it has begun.');

    // The interview has begun.
    await db
      .updateTable('bookings')
      .set({ starts_at: new Date(Date.now() - HOUR), ends_at: new Date(Date.now() - HOUR / 2) })
      .where('id', '=', row.id)
      .execute();
    const marked = await staff.admin.interviews.recordOutcome({
      bookingId: row.id,
      outcome: 'no_show',
      notes: 'Waited fifteen minutes; no answer on the video link.',
    });
    expect(marked).toMatchObject({ outcome: 'no_show', outcomeBy: officer.email, officer: officer.email });

    const notes = await db
      .selectFrom('submission_notes')
      .select(['id', 'body', 'author_email'])
      .where('submission_id', '=', application.id)
      .execute();
    expect(notes).toEqual([
      {
        id: expect.any(String),
        body: 'Waited fifteen minutes; no answer on the video link.',
        author_email: officer.email,
      },
    ]);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'subject_id', 'details'])
      .where('ip', '=', '203.0.113.45')
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['interview.outcome_recorded', 'submission.note_added']);
    expect(JSON.stringify(audit)).not.toContain('fifteen');

    const detail = await staff.admin.applications.detail({ id: application.id });
    expect(detail.interviews).toEqual([expect.objectContaining({ id: row.id, outcome: 'no_show', mode: 'video' })]);
    expect(detail.notes.map((note) => note.body)).toContain('Waited fifteen minutes; no answer on the video link.');

    // A correction: attended after all.
    await staff.admin.interviews.recordOutcome({ bookingId: row.id, outcome: 'attended' });
    expect(await interviewRow(application.id)).toMatchObject({ outcome: 'attended' });
  });
});

describe('an interview follows its application', () => {
  it('is exported with the address and erased with it, its officer’s time given back', async () => {
    const officer = await createAdmin(db, { label: 'officer-privacy' });
    const rule = await interviewRule(officer);
    const { caller, application, email } = await applicantAt();
    const slot = (await slotsOf(caller, application.id, rule.id))[0]!;
    await caller.applicant.interview.book({
      applicationId: application.id,
      ruleId: rule.id,
      startsAt: slot.startsAt,
      language: 'en',
    });
    const row = await interviewRow(application.id);
    const exported = await exportSubject(db, email);
    expect(JSON.stringify(exported)).toContain(row.id);

    await eraseSubject(db, email, 'cli', { auditHmacKey: Buffer.alloc(32, 'interviews') });
    expect(await db.selectFrom('bookings').select('id').where('id', '=', row.id).execute()).toEqual([]);
    const count = await db
      .selectFrom('slot_counts')
      .select('booked')
      .where('rule_id', '=', rule.id)
      .where('starts_at', '=', new Date(slot.startsAt))
      .executeTakeFirstOrThrow();
    expect(count.booked).toBe(0);
  });
});
