import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { runRetention } from '../../core/privacy/retention-pass';
import { exportSubject } from '../../core/privacy/subject-export';
import {
  arrivalMessages,
  cannotEnrolMessage,
  enrolmentMessages,
  enrolmentRequirementMessages,
  type EnrolmentRequirement,
} from '../../domain/enrolment';
import { schoolDate } from '../../domain/intakes';
import { DEFAULT_RETENTION_PERIODS } from '../../domain/retention-periods';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import { ALREADY_ENROLLED } from '../../server/applicants/withdraw-application';
import { ENROL_THROUGH_ITS_ACTION } from '../../server/admissions/change-application-status';
import { beyondCapacityMessage } from '../../server/intakes/intake-capacity';
import { DOCUMENT_ITEM_KEYS } from '../../domain/document-checklist';
import { serverWordsIn } from '../../web/src/features/applicant/applicant-errors';
import {
  createAdmin,
  createApplication,
  createApplicationMovedTo,
  createEditor,
  createEnrollable,
  createEnrolled,
  createSessionCookie,
  createStaff,
  type EnrollableOptions,
  dayAfter,
  OFFER_DETAILS,
} from '../support/factories';
import { postMutation, useDeliveryStack } from '../support/running-stack';
import { sentTo } from '../support/smtp-sink';
import { callerFor, errorOf } from '../support/trpc-caller';
import { uniqueEmail } from '../support/unique-email';

const stack = useDeliveryStack('enrolment');
const ORIGIN = { origin: 'http://127.0.0.1:3000' };
const db = () => stack.database.db;

function applicantCaller(email: string, ip = '198.51.100.61') {
  return callerFor({ db: db(), ip, applicant: { sessionId: 'e'.repeat(64), publicId: randomUUID(), email } }).caller;
}

async function applicantCookie(email: string): Promise<string> {
  const { token } = await createApplicantSession(db(), email.toLowerCase());
  return `applicant_session=${token}`;
}

/** A last name no other test uses, so the arrivals list can be read for this test's rows. */
const marker = () => `Zz${randomBytes(4).toString('hex')}`;

async function arrivalRow(applicationId: string) {
  return db()
    .selectFrom('arrivals')
    .select(['flight_number', 'arrival_date', 'arrival_time', 'pick_up', 'accommodation'])
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
}

describe('the arrival', () => {
  it('is refused before enrolment, with the words the space says, and nothing is stored', async () => {
    for (const status of ['offer', 'accepted']) {
      const { application } = await createApplicationMovedTo(db(), status, { email: uniqueEmail('not-enrolled') });
      const error = await errorOf(
        applicantCaller(application.email).applicant.arrival.save({
          applicationId: application.id,
          flightNumber: 'BA123',
          arrivalDate: '2040-08-30',
          arrivalTime: '14:30',
          pickUp: true,
          accommodation: 'homestay',
        }),
      );
      expect({ status, code: error.code, message: error.message }).toEqual({
        status,
        code: 'CONFLICT',
        message: arrivalMessages.notEnrolled,
      });
      expect(await arrivalRow(application.id)).toBeUndefined();
    }
  });

  it('is entered by the enrolled applicant, shown in their space with the start date, changed later, and audited by ids only', async () => {
    const { application, intake } = await createEnrolled(db(), { email: uniqueEmail('arriving') });
    const arrivalDate = dayAfter(intake.starts_on, -3);
    const caller = applicantCaller(application.email, '198.51.100.62');
    const saved = await caller.applicant.arrival.save({
      applicationId: application.id,
      flightNumber: ' ba 0123 ',
      arrivalDate,
      arrivalTime: '06:05',
      pickUp: true,
      accommodation: 'homestay',
    });
    expect(saved).toMatchObject({ flightNumber: 'BA0123', arrivalDate, arrivalTime: '06:05', pickUp: true });
    expect(await arrivalRow(application.id)).toEqual({
      flight_number: 'BA0123',
      arrival_date: arrivalDate,
      arrival_time: '06:05:00',
      pick_up: true,
      accommodation: 'homestay',
    });

    const [mine] = await caller.applicant.applications();
    expect(mine).toMatchObject({
      status: 'enrolled',
      startDate: intake.starts_on,
      arrival: { flightNumber: 'BA0123', arrivalDate, arrivalTime: '06:05', pickUp: true, accommodation: 'homestay' },
    });

    await caller.applicant.arrival.save({
      applicationId: application.id,
      flightNumber: 'EK 7',
      arrivalDate: intake.starts_on,
      arrivalTime: '23:59',
      pickUp: false,
      accommodation: 'residence',
    });
    expect(await arrivalRow(application.id)).toEqual({
      flight_number: 'EK7',
      arrival_date: intake.starts_on,
      arrival_time: '23:59:00',
      pick_up: false,
      accommodation: 'residence',
    });

    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_label', 'action', 'details'])
      .where('subject_id', '=', application.id)
      .where('action', '=', 'arrival.saved')
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => [entry.actor_label, entry.details.changed])).toEqual([
      ['applicant', 0],
      ['applicant', 1],
    ]);
    const written = JSON.stringify(audit);
    for (const personal of ['BA0123', 'EK7', arrivalDate, application.email]) expect(written).not.toContain(personal);
  });

  it('refuses bad input over HTTP with the rule, in Arabic for the Arabic space, and changes nothing', async () => {
    const { application, intake } = await createEnrolled(db(), { email: uniqueEmail('bad-arrival'), language: 'ar' });
    const cookie = await applicantCookie(application.email);
    const good = {
      applicationId: application.id,
      flightNumber: 'QR 5',
      arrivalDate: dayAfter(intake.starts_on, -1),
      arrivalTime: '09:15',
      pickUp: true,
      accommodation: 'residence',
    };
    const first = await postMutation(stack.server.url, 'applicant.arrival.save', good, { cookie, ...ORIGIN });
    expect(first.status).toBe(200);
    const before = await arrivalRow(application.id);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ flightNumber: 'Q5' }, arrivalMessages.flightNumber],
      [{ flightNumber: '<script>' }, arrivalMessages.flightNumber],
      [{ arrivalDate: '2040-02-30' }, arrivalMessages.arrivalDate],
      [{ arrivalDate: '2020-01-01' }, arrivalMessages.arrivalDatePast],
      [{ arrivalDate: dayAfter(intake.starts_on, 91) }, arrivalMessages.arrivalDateWindow],
      [{ arrivalTime: '25:00' }, arrivalMessages.arrivalTime],
      [{ pickUp: 'yes' }, arrivalMessages.pickUp],
      [{ accommodation: 'hotel' }, arrivalMessages.accommodation],
    ];
    for (const [change, rule] of cases) {
      const result = await postMutation(
        stack.server.url,
        'applicant.arrival.save',
        { ...good, ...change },
        { cookie, ...ORIGIN },
      );
      expect({ change, status: result.status, message: result.body.error?.message }).toEqual({
        change,
        status: 400,
        message: rule,
      });
      // The Arabic space says the same rule from its catalogue.
      expect(serverWordsIn(result.body.error.message, 'ar')).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await arrivalRow(application.id)).toEqual(before);
  });

  it("answers NOT_FOUND for someone else's application, saying nothing of it", async () => {
    const { application, intake } = await createEnrolled(db(), { email: uniqueEmail('owner') });
    const error = await errorOf(
      applicantCaller(uniqueEmail('stranger')).applicant.arrival.save({
        applicationId: application.id,
        flightNumber: 'BA123',
        arrivalDate: intake.starts_on,
        arrivalTime: '10:00',
        pickUp: true,
        accommodation: 'homestay',
      }),
    );
    expect(error.code).toBe('NOT_FOUND');
    expect(await arrivalRow(application.id)).toBeUndefined();
  });

  it('shows staff the arrivals grouped by day and time, and the enrolled who have not said yet', async () => {
    const admin = await createAdmin(db(), { label: 'arrivals' });
    const staff = callerFor({ db: db(), user: admin }).caller;
    const lastName = marker();
    const base = await createEnrolled(db(), { last_name: `${lastName}-a`, email: uniqueEmail('arrivals-a') });
    const start = base.intake.starts_on;
    const sameIntake = { programme: base.intake.programme, start_date: start };
    const others = await Promise.all(
      ['b', 'c', 'd'].map((suffix) =>
        createApplicationMovedTo(db(), 'enrolled', {
          ...sameIntake,
          last_name: `${lastName}-${suffix}`,
          email: uniqueEmail(`arrivals-${suffix}`),
        }),
      ),
    );
    const [b, c, d] = others.map((other) => other.application);
    const save = (application: { id: string; email: string }, arrivalDate: string, arrivalTime: string) =>
      applicantCaller(application.email).applicant.arrival.save({
        applicationId: application.id,
        flightNumber: 'BA 9',
        arrivalDate,
        arrivalTime,
        pickUp: arrivalTime < '12:00',
        accommodation: 'homestay',
      });
    await save(base.application, dayAfter(start, -2), '18:40');
    await save(b!, dayAfter(start, -5), '11:00');
    await save(c!, dayAfter(start, -2), '07:10');
    // d has not said yet; an accepted applicant on the same intake is not listed at all.
    await createApplicationMovedTo(db(), 'accepted', { ...sameIntake, last_name: `${lastName}-e` });

    const { days, awaiting } = await staff.admin.arrivals.byDate();
    const mine = days
      .map((day) => ({
        date: day.date,
        arrivals: day.arrivals
          .filter((arrival) => arrival.lastName.startsWith(lastName))
          .map((arrival) => [arrival.lastName, arrival.arrivalTime, arrival.pickUp, arrival.flightNumber]),
      }))
      .filter((day) => day.arrivals.length > 0);
    expect(mine).toEqual([
      { date: dayAfter(start, -5), arrivals: [[`${lastName}-b`, '11:00', true, 'BA9']] },
      {
        date: dayAfter(start, -2),
        arrivals: [
          [`${lastName}-c`, '07:10', true, 'BA9'],
          [`${lastName}-a`, '18:40', false, 'BA9'],
        ],
      },
    ]);
    const firstOfDay = days.find((day) => day.date === dayAfter(start, -5))!.arrivals[0]!;
    expect(firstOfDay).toMatchObject({ firstName: 'Ffion', programme: 'A-Level Courses', startDate: start });
    expect(awaiting.filter((waiting) => waiting.lastName.startsWith(lastName))).toEqual([
      {
        applicationId: d!.id,
        firstName: 'Ffion',
        lastName: `${lastName}-d`,
        programme: 'A-Level Courses',
        startDate: start,
      },
    ]);
  });

  it('is for admins only: a staff account without the role and an editor are refused', async () => {
    expect((await errorOf(callerFor({ db: db() }).caller.admin.arrivals.byDate())).code).toBe('UNAUTHORIZED');
    for (const user of [
      await createStaff(db(), { label: 'arrivals-no-role' }),
      await createEditor(db(), { label: 'arrivals-editor' }),
    ]) {
      expect((await errorOf(callerFor({ db: db(), user }).caller.admin.arrivals.byDate())).code).toBe('FORBIDDEN');
    }
  });

  it('is in the access export, goes with an erasure, and the retention pass deletes it 90 days after its date', async () => {
    const { application, intake } = await createEnrolled(db(), { email: uniqueEmail('arrival-erased') });
    await applicantCaller(application.email).applicant.arrival.save({
      applicationId: application.id,
      flightNumber: 'LH 961',
      arrivalDate: intake.starts_on,
      arrivalTime: '12:00',
      pickUp: true,
      accommodation: 'residence',
    });
    const exported = await exportSubject(db(), application.email);
    expect(exported.arrivals).toEqual([
      expect.objectContaining({ application_id: application.id, flight_number: 'LH961', accommodation: 'residence' }),
    ]);
    await eraseSubject(db(), application.email, 'cli', { auditHmacKey: Buffer.alloc(32, 7) });
    expect(await arrivalRow(application.id)).toBeUndefined();

    // Retention: two arrivals written straight in, one 91 days past and one 89 (the dates are the school's).
    const today = schoolDate(new Date());
    const old = await createEnrolled(db(), { email: uniqueEmail('arrived-long-ago') });
    const recent = await createEnrolled(db(), { email: uniqueEmail('arrived-lately') });
    for (const [row, days] of [
      [old.application, -91],
      [recent.application, -89],
    ] as const) {
      await db()
        .insertInto('arrivals')
        .values({
          application_id: row.id,
          flight_number: 'BA1',
          arrival_date: dayAfter(today, days),
          arrival_time: '08:00',
          pick_up: false,
          accommodation: 'homestay',
        })
        .execute();
    }
    const outcome = await runRetention(db(), { periods: DEFAULT_RETENTION_PERIODS, trigger: 'cli' });
    expect(outcome.ran && outcome.counts.arrivals).toBeGreaterThanOrEqual(1);
    expect(await arrivalRow(old.application.id)).toBeUndefined();
    expect(await arrivalRow(recent.application.id)).toBeDefined();
    // The enrolled application itself stays: it is the student's record.
    expect(
      await db().selectFrom('applications').select('status').where('id', '=', old.application.id).executeTakeFirst(),
    ).toEqual({ status: 'enrolled' });
  });
});

describe('enrolling an applicant', () => {
  const enrol = async (id: string, label = 'enrolling') => {
    const admin = await createAdmin(db(), { label });
    return {
      admin,
      result: callerFor({ db: db(), user: admin, ip: '198.51.100.64' }).caller.admin.applications.enrol({ id }),
    };
  };
  const statusOf = async (id: string) =>
    (await db().selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const changesTo = (id: string, status: string) =>
    db()
      .selectFrom('application_status_changes')
      .select(['changed_by', 'changed_by_email', 'applicant_emailed', 'status_email_sent_at'])
      .where('application_id', '=', id)
      .where('to_status', '=', status)
      .execute();
  const enrolledEmails = (id: string) =>
    db()
      .selectFrom('email_outbox')
      .select('id')
      .where('reference_id', '=', id)
      .where('kind', '=', 'enrolled')
      .execute();

  it.each<[string, EnrollableOptions, EnrolmentRequirement[]]>([
    ['the acceptance has not counted', { accepted: false }, ['accepted']],
    ['nothing of the deposit is paid', { paidPence: 0 }, ['deposit_paid']],
    ['the deposit is paid in part', { paidPence: 199_999 }, ['deposit_paid']],
    ['a Student visa is needed and no CAS is recorded', { cas: false }, ['cas_issued']],
    ['the visa answer is unknown and no CAS is recorded', { needsVisa: null, cas: false }, ['cas_issued']],
    ['the Student visa was refused', { cas: { visaOutcome: 'refused' } }, ['visa_not_refused']],
    ['nothing is ready', { accepted: false, paidPence: 0, cas: false }, ['accepted', 'deposit_paid', 'cas_issued']],
  ])('is refused when %s, naming what is missing, and changes nothing', async (_case, options, unmet) => {
    const { application } = await createEnrollable(db(), options);
    const before = await statusOf(application.id);
    const { admin, result } = await enrol(application.id);
    const error = await errorOf(result);
    expect({ code: error.code, message: error.message }).toEqual({
      code: 'CONFLICT',
      message: cannotEnrolMessage(unmet),
    });
    for (const requirement of unmet) expect(error.message).toContain(enrolmentRequirementMessages[requirement]);
    expect(await statusOf(application.id)).toBe(before);
    expect(await changesTo(application.id, 'enrolled')).toEqual([]);
    expect(await enrolledEmails(application.id)).toEqual([]);
    const detail = await callerFor({ db: db(), user: admin }).caller.admin.applications.detail({ id: application.id });
    expect(detail.enrolment).toEqual({
      enrolledAt: null,
      enrolledBy: null,
      unmet: unmet.map((requirement) => ({ requirement, message: enrolmentRequirementMessages[requirement] })),
    });
  });

  it('needs no CAS when the acceptance said no Student visa is needed', async () => {
    const { application } = await createEnrollable(db(), { needsVisa: false, cas: false });
    const { result } = await enrol(application.id);
    expect(await result).toMatchObject({ emailQueued: true });
    expect(await statusOf(application.id)).toBe('enrolled');
  });

  it('enrols over HTTP: history names the officer, audited, the applicant e-mailed in Arabic with a link to their space, once', async () => {
    const admin = await createAdmin(db(), { label: 'enrol-officer' });
    const cookie = await createSessionCookie(db(), admin);
    const email = uniqueEmail('enrolled-ar');
    const { application } = await createEnrollable(db(), {}, { email, language: 'ar', first_name: 'Layla' });
    const before = await callerFor({ db: db(), user: admin }).caller.admin.applications.detail({ id: application.id });
    expect(before.enrolment.unmet).toEqual([]);

    const response = await postMutation(
      stack.server.url,
      'admin.applications.enrol',
      { id: application.id },
      { cookie, ...ORIGIN },
    );
    expect(response.status).toBe(200);
    expect(await statusOf(application.id)).toBe('enrolled');
    const [message] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    expect(message!.subject).toContain('تم تسجيلك');
    expect(message!.text).toContain('Layla');
    expect(message!.text).toContain('http://127.0.0.1:3000/ar/applicant');
    await expect
      .poll(async () => (await changesTo(application.id, 'enrolled'))[0]?.status_email_sent_at ?? null)
      .not.toBeNull();
    expect(await changesTo(application.id, 'enrolled')).toEqual([
      {
        changed_by: admin.id,
        changed_by_email: admin.email,
        applicant_emailed: true,
        status_email_sent_at: expect.any(Date),
      },
    ]);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'details', 'ip'])
      .where('subject_id', '=', application.id)
      .where('action', '=', 'application.enrolled')
      .execute();
    expect(audit).toEqual([
      {
        actor_id: admin.id,
        action: 'application.enrolled',
        details: expect.objectContaining({ from: 'accepted', to: 'enrolled', emailQueued: true }),
        ip: expect.any(String),
      },
    ]);

    const detail = await callerFor({ db: db(), user: admin }).caller.admin.applications.detail({ id: application.id });
    expect(detail.enrolment).toMatchObject({ enrolledBy: admin.email, unmet: [] });
    expect(detail.history[0]).toMatchObject({
      fromStatus: 'accepted',
      toStatus: 'enrolled',
      changedByEmail: admin.email,
    });

    // Again: refused, and no second e-mail.
    const again = await postMutation(
      stack.server.url,
      'admin.applications.enrol',
      { id: application.id },
      { cookie, ...ORIGIN },
    );
    expect({ status: again.status, message: again.body.error?.message }).toEqual({
      status: 409,
      message: enrolmentMessages.alreadyEnrolled,
    });
    expect(await enrolledEmails(application.id)).toHaveLength(1);

    // The applicant's space now shows the status in Arabic words, and takes the arrival.
    const [mine] = await applicantCaller(email).applicant.applications();
    expect(mine!.status).toBe('enrolled');
    expect(mine!.history.map((step) => step.status)).toEqual(['submitted', 'accepted', 'enrolled']);
  });

  it('refuses an application that does not exist', async () => {
    const { result } = await enrol(randomUUID());
    expect((await errorOf(result)).code).toBe('NOT_FOUND');
  });
});

describe('withdrawal and enrolment', () => {
  it('refuses the applicant’s withdrawal once enrolled', async () => {
    const { application } = await createEnrolled(db(), { email: uniqueEmail('enrolled-withdraw') });
    const error = await errorOf(
      applicantCaller(application.email).applicant.withdraw({ applicationId: application.id }),
    );
    expect({ code: error.code, message: error.message }).toEqual({ code: 'CONFLICT', message: ALREADY_ENROLLED });
    expect(
      await db().selectFrom('applications').select('status').where('id', '=', application.id).executeTakeFirst(),
    ).toEqual({ status: 'enrolled' });
  });

  it('still lets an accepted applicant withdraw', async () => {
    const { application } = await createApplicationMovedTo(db(), 'accepted', {
      email: uniqueEmail('accepted-withdraw'),
    });
    await applicantCaller(application.email).applicant.withdraw({ applicationId: application.id });
    expect(
      await db().selectFrom('applications').select('status').where('id', '=', application.id).executeTakeFirst(),
    ).toEqual({ status: 'withdrawn' });
  });
});

describe('the status "enrolled"', () => {
  it('is not a status staff can set by the plain status change', async () => {
    const admin = await createAdmin(db(), { label: 'plain-status' });
    const { application } = await createApplicationMovedTo(db(), 'accepted');
    const error = await errorOf(
      callerFor({ db: db(), user: admin }).caller.admin.applications.setStatus({
        id: application.id,
        status: 'enrolled',
        emailApplicant: false,
      }),
    );
    expect({ code: error.code, message: error.message }).toEqual({
      code: 'CONFLICT',
      message: ENROL_THROUGH_ITS_ACTION,
    });
    expect(
      await db().selectFrom('applications').select('status').where('id', '=', application.id).executeTakeFirst(),
    ).toEqual({ status: 'accepted' });
  });

  it('holds a place of its intake, as an offer and an acceptance do', async () => {
    const admin = await createAdmin(db(), { label: 'enrolled-place' });
    const { application: enrolled, intake } = await createEnrolled(db());
    await db().updateTable('intakes').set({ capacity: 1 }).where('id', '=', intake.id).execute();
    const next = await createApplication(db(), { programme: intake.programme, start_date: intake.starts_on });
    const error = await errorOf(
      callerFor({ db: db(), user: admin }).caller.admin.applications.setStatus({
        id: next.id,
        status: 'offer',
        emailApplicant: false,
        confirmedMissingDocuments: [...DOCUMENT_ITEM_KEYS],
        offer: OFFER_DETAILS,
      }),
    );
    expect({ code: error.code, message: error.message }).toEqual({
      code: 'CONFLICT',
      message: beyondCapacityMessage(1, 1),
    });
    const detail = await callerFor({ db: db(), user: admin }).caller.admin.applications.detail({ id: enrolled.id });
    expect(detail.intake).toMatchObject({ placesLeft: 0 });
  });
});
