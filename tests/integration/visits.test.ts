import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { runRetention } from '../../core/privacy/retention-pass';
import { exportSubject } from '../../core/privacy/subject-export';
import { offeredSlots } from '../../core/visits/offered-slots';
import { queueVisitReminder, visitReminderJobId } from '../../core/visits/visit-reminders';
import type { VisitBookingInput } from '../../domain/campus-visits';
import { DEFAULT_RETENTION_PERIODS } from '../../domain/retention-periods';
import { createLogger } from '../../server/logger';
import { createRateLimiters } from '../../server/security/rate-limiters';
import { createVisitReminderQueue } from '../../server/visits/visit-reminder-queue';
import { sendOutboxEmail } from '../../worker/jobs/send-email';
import { createWorkerLogger } from '../../worker/logger';
import { createMailTransport } from '../../worker/mail/transport';
import { visitBooked } from '../../worker/emails/kinds/visits';
import { startVisitReminders } from '../../worker/visits/visit-reminders';
import type { EmailJobData } from '../../core/outbox/email-outbox';
import type { Job } from 'bullmq';
import { admissionsCommand } from '../../server/cli/admissions-command';
import { createApplication, createSlotRule, createStaff } from '../support/factories';
import { runCommand } from '../support/run-command';
import { startSmtpSink, sentTo, type SinkMessage } from '../support/smtp-sink';
import { testDb, uniqueRedisPrefix } from '../support/test-db';
import { callerFor, codeOf, errorOf, testConfig } from '../support/trpc-caller';
import { uniqueEmail } from '../support/unique-email';

const db = testDb();
const ADMISSIONS = testConfig().ADMISSIONS_EMAIL;
const APP_URL = 'http://127.0.0.1:3000';
const HOUR = 60 * 60 * 1000;

const redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: 1 });
const REDIS_PREFIX = uniqueRedisPrefix('visits');
const reminders = createVisitReminderQueue(redis, REDIS_PREFIX, createLogger('silent'));
afterAll(async () => {
  await reminders.close();
  redis.disconnect();
});

let ipCounter = 0;
/** A visitor's call from its own address, so the shared rate limit never decides a test. */
function visitor() {
  ipCounter += 1;
  return callerFor({ db, ip: `198.51.100.${ipCounter % 250}`, visitReminders: reminders }).caller;
}

async function slotsOf(ruleId: string) {
  const { slots } = await visitor().visits.freeSlots();
  return slots.filter((slot) => slot.ruleId === ruleId);
}

function booking(
  slot: { ruleId: string; startsAt: string },
  extra: Partial<VisitBookingInput> = {},
): VisitBookingInput & { email: string } {
  return {
    ruleId: slot.ruleId,
    startsAt: slot.startsAt,
    name: 'Layla Haddad',
    email: uniqueEmail('visit'),
    phone: '029 2018 0456',
    partySize: 3,
    programmes: ['alevel', 'foundation'],
    message: 'We will come by train.',
    ...extra,
  };
}

async function bookingRow(email: string) {
  return db.selectFrom('bookings').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

async function countOf(ruleId: string, startsAt: string) {
  const row = await db
    .selectFrom('slot_counts')
    .select('booked')
    .where('rule_id', '=', ruleId)
    .where('starts_at', '=', new Date(startsAt))
    .executeTakeFirst();
  return row?.booked ?? 0;
}

async function outboxOf(bookingId: string) {
  return db
    .selectFrom('email_outbox')
    .select(['id', 'kind', 'recipient', 'payload'])
    .where('reference_id', '=', bookingId)
    .orderBy('created_at')
    .execute();
}

const renderContext = { db, appUrl: APP_URL, admissionsEmail: ADMISSIONS };

/** The manage link's token from the family's confirmation e-mail, rendered as the worker sends it. */
async function manageToken(bookingId: string): Promise<string> {
  const [row] = (await outboxOf(bookingId)).filter((email) => email.kind === 'visit_booked');
  const rendered = await visitBooked.render(row!.payload, renderContext, row!.recipient);
  return /\/visit\/manage#token=([a-z0-9]+)/.exec(rendered.text)![1]!;
}

/** Books a visit at a rule's `index`th slot and returns what the tests need. */
async function bookAt(ruleId: string, index = 0, extra: Partial<VisitBookingInput> = {}) {
  const slot = (await slotsOf(ruleId))[index]!;
  const input = booking(slot, extra);
  await visitor().visits.book(input);
  const row = await bookingRow(input.email);
  return { slot, input, row, token: await manageToken(row.id) };
}

describe('booking a campus visit', () => {
  it('stores the booking, takes a place, and writes the family’s and admissions’ e-mails', async () => {
    const rule = await createSlotRule(db);
    const [slot] = await slotsOf(rule.id);
    expect(slot!.placesLeft).toBe(6);
    const input = booking(slot!);
    expect(await visitor().visits.book(input)).toEqual({ startsAt: slot!.startsAt, endsAt: slot!.endsAt });

    const row = await bookingRow(input.email);
    expect(row).toMatchObject({
      kind: 'visit',
      rule_id: rule.id,
      name: 'Layla Haddad',
      phone: '029 2018 0456',
      party_size: 3,
      programmes: ['alevel', 'foundation'],
      message: 'We will come by train.',
      language: 'en',
      status: 'booked',
      sequence: 0,
    });
    expect(row.starts_at.toISOString().replace('.000', '')).toBe(slot!.startsAt);
    expect(row.ical_uid).toBe(`visit-${row.id}@www.academy.example`);
    expect(await countOf(rule.id, slot!.startsAt)).toBe(1);
    expect((await slotsOf(rule.id))[0]!.placesLeft).toBe(5);
    expect((await outboxOf(row.id)).map((email) => [email.kind, email.recipient])).toEqual(
      expect.arrayContaining([
        ['visit_booked', input.email],
        ['visit_alert', ADMISSIONS],
      ]),
    );
  });

  it('gives exactly 6 of 30 families booking one 6-place slot at once their visit; the others a clear answer', async () => {
    const rule = await createSlotRule(db, { capacity: 6 });
    const [slot] = await slotsOf(rule.id);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) => visitor().visits.book(booking(slot!, { name: `Family ${index}` }))),
    );
    const booked = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(booked).toHaveLength(6);
    expect(refused).toHaveLength(24);
    for (const error of refused) {
      expect(error).toMatchObject({
        code: 'CONFLICT',
        message: 'Sorry, that time has just been fully booked. Please choose another.',
      });
    }
    expect(await countOf(rule.id, slot!.startsAt)).toBe(6);
    const rows = await db
      .selectFrom('bookings')
      .select('id')
      .where('rule_id', '=', rule.id)
      .where('status', '=', 'booked')
      .execute();
    expect(rows).toHaveLength(6);
    expect((await slotsOf(rule.id)).map((free) => free.startsAt)).not.toContain(slot!.startsAt);
  });

  it('refuses more than the places in the database itself, whatever the code above it does', async () => {
    const rule = await createSlotRule(db, { capacity: 1 });
    const [slot] = await slotsOf(rule.id);
    await visitor().visits.book(booking(slot!));
    await expect(
      db.updateTable('slot_counts').set({ booked: 2 }).where('rule_id', '=', rule.id).execute(),
    ).rejects.toThrow(/slot_counts_within_capacity/);
  });

  it('never lets an officer hold two interviews at once: the exclusion constraint refuses the second', async () => {
    const officer = await createStaff(db, { label: 'interview-officer' });
    const rule = await createSlotRule(db, {
      kind: 'interview',
      capacity: 1,
      officer_id: officer.id,
      mode: 'video',
      video_url: 'https://meet.academy.example/officer',
    });
    const interview = (startsAt: string, minutes: number) => {
      const id = randomUUID();
      const start = new Date(startsAt);
      return db
        .insertInto('bookings')
        .values({
          id,
          kind: 'interview',
          rule_id: rule.id,
          officer_id: officer.id,
          starts_at: start,
          ends_at: new Date(start.getTime() + minutes * 60_000),
          name: 'Applicant',
          email: uniqueEmail('interview'),
          ical_uid: `interview-${id}@www.academy.example`,
        })
        .execute();
    };
    const outcomes = await Promise.allSettled([
      interview('2027-05-04T09:00:00Z', 30),
      interview('2027-05-04T09:15:00Z', 30),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    // The constraint refuses the second, or, when both rows were in before either check, Postgres
    // stops one as a deadlock (as it documents for exclusion constraints); bookInterview runs
    // that one again, and the constraint then refuses it (tests/integration/interviews.test.ts).
    expect(String(refused.reason)).toMatch(/bookings_officer_free|deadlock detected/);
    // Back to back is fine, and a cancelled interview frees the time.
    await interview('2027-05-04T09:45:00Z', 30);
    await db
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelled_at: new Date() })
      .where('officer_id', '=', officer.id)
      .execute();
    await interview('2027-05-04T09:15:00Z', 30);
  });

  it('answers in Arabic from an Arabic page, and refuses a slot no rule offers', async () => {
    const rule = await createSlotRule(db, { capacity: 1 });
    const [slot] = await slotsOf(rule.id);
    await visitor().visits.book(booking(slot!));
    const full = await errorOf(visitor().visits.book(booking(slot!, { language: 'ar' })));
    expect(full.code).toBe('CONFLICT');
    expect(full.message).toBe('عذرًا، اكتمل الحجز في هذا الموعد للتو. يرجى اختيار موعد آخر.');
    const invalid = await errorOf(visitor().visits.book(booking(slot!, { language: 'ar', name: '' })));
    expect(invalid.code).toBe('BAD_REQUEST');
    expect(invalid.message).toBe('يرجى إدخال اسمك.');
    // 10:30 is no slot of the rule; nor is a time past the 90 days.
    const offset = new Date(new Date(slot!.startsAt).getTime() + 30 * 60_000).toISOString();
    const gone = await errorOf(visitor().visits.book(booking({ ruleId: rule.id, startsAt: offset })));
    expect(gone).toMatchObject({
      code: 'CONFLICT',
      message: 'That time is no longer available. Please choose another.',
    });
    const far = new Date(Date.now() + 120 * 24 * HOUR).toISOString();
    expect(await codeOf(visitor().visits.book(booking({ ruleId: rule.id, startsAt: far })))).toBe('CONFLICT');
  });

  it('books nothing when the honeypot is filled, and pretends it did', async () => {
    const rule = await createSlotRule(db);
    const [slot] = await slotsOf(rule.id);
    const input = booking(slot!, { website: 'https://spam.example' });
    expect(await codeOf(visitor().visits.book(input))).toBe('OK');
    expect(await db.selectFrom('bookings').select('id').where('email', '=', input.email).execute()).toEqual([]);
    expect(await countOf(rule.id, slot!.startsAt)).toBe(0);
  });

  it('limits bookings per client as the contact form does', async () => {
    const rule = await createSlotRule(db, { capacity: 200 });
    const [slot] = await slotsOf(rule.id);
    const limiters = createRateLimiters({
      redis,
      prefix: uniqueRedisPrefix('visit-limit'),
      submitPerMinute: 2,
      signinPer15Min: 10,
    });
    const { caller } = callerFor({ db, ip: '203.0.113.99', limiters });
    await caller.visits.book(booking(slot!));
    await caller.visits.book(booking(slot!));
    const limited = await errorOf(caller.visits.book(booking(slot!)));
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.message).toMatch(
      /^You have sent several forms in a short time\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
    );
  });

  it('stops offering a disabled rule’s slots, and keeps its bookings', async () => {
    const rule = await createSlotRule(db);
    const { row } = await bookAt(rule.id);
    await db.updateTable('slot_rules').set({ active: false }).where('id', '=', rule.id).execute();
    expect(await slotsOf(rule.id)).toEqual([]);
    expect(
      (await db.selectFrom('bookings').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status,
    ).toBe('booked');
  });
});

describe('slots through the database across the clock changes of 2027', () => {
  it('leaves out the published term dates’ holidays for rules that skip them, and dates staff left out', async () => {
    const skipping = await createSlotRule(db, { weekdays: [1, 2, 3, 4, 5], times: ['10:00'], skip_holidays: true });
    const keeping = await createSlotRule(db, { weekdays: [1, 2, 3, 4, 5], times: ['10:00'] });
    const term = (start: string, halfTermFrom: string, halfTermTo: string, end: string) => ({
      name: { en: 'Term', ar: 'فصل' },
      start,
      halfTermFrom,
      halfTermTo,
      end,
    });
    await db
      .insertInto('content_versions')
      .values({
        kind: 'term_dates',
        version: 500 + Math.floor(Math.random() * 1000),
        body: JSON.stringify({
          years: [
            {
              academicYear: '2026-2027',
              terms: [
                term('2027-01-04', '2027-02-15', '2027-02-19', '2027-03-26'),
                term('2027-04-12', '2027-05-31', '2027-06-04', '2027-07-16'),
              ],
            },
          ],
        }),
      })
      .execute();
    await db.insertInto('slot_closures').values({ on_date: '2027-02-10', rule_id: null }).execute();
    await db.insertInto('slot_closures').values({ on_date: '2027-02-11', rule_id: keeping.id }).execute();
    const dates = async (ruleId: string, from: string, days: number) =>
      (await offeredSlots(db, 'visit', { from, days, now: new Date('2027-01-01T00:00:00Z') }))
        .filter((slot) => slot.ruleId === ruleId)
        .map((slot) => slot.date);
    // Half-term (15-19 February) and the Easter break (27 March to 11 April) are holidays.
    expect(await dates(skipping.id, '2027-02-10', 10)).toEqual(['2027-02-11', '2027-02-12']);
    expect(await dates(keeping.id, '2027-02-10', 10)).toEqual([
      '2027-02-12',
      '2027-02-15',
      '2027-02-16',
      '2027-02-17',
      '2027-02-18',
      '2027-02-19',
    ]);
    expect(await dates(skipping.id, '2027-04-08', 7)).toEqual(['2027-04-12', '2027-04-13', '2027-04-14']);
  });

  it('offers 10:00 and 14:00 UK time before and after 28 March and 31 October', async () => {
    const rule = await createSlotRule(db, { weekdays: [2, 4], min_notice_hours: 24 });
    const now = new Date('2027-03-01T12:00:00Z');
    const spring = (await offeredSlots(db, 'visit', { from: '2027-03-22', days: 14, now })).filter(
      (slot) => slot.ruleId === rule.id,
    );
    expect(spring.map((slot) => `${slot.date} ${slot.time} ${slot.startsAt.toISOString()}`)).toEqual([
      '2027-03-23 10:00 2027-03-23T10:00:00.000Z',
      '2027-03-23 14:00 2027-03-23T14:00:00.000Z',
      '2027-03-25 10:00 2027-03-25T10:00:00.000Z',
      '2027-03-25 14:00 2027-03-25T14:00:00.000Z',
      '2027-03-30 10:00 2027-03-30T09:00:00.000Z',
      '2027-03-30 14:00 2027-03-30T13:00:00.000Z',
      '2027-04-01 10:00 2027-04-01T09:00:00.000Z',
      '2027-04-01 14:00 2027-04-01T13:00:00.000Z',
    ]);
    const autumn = (
      await offeredSlots(db, 'visit', { from: '2027-10-26', days: 8, now: new Date('2027-10-01T12:00:00Z') })
    ).filter((slot) => slot.ruleId === rule.id);
    expect(autumn.map((slot) => `${slot.date} ${slot.time} ${slot.startsAt.toISOString()}`)).toEqual([
      '2027-10-26 10:00 2027-10-26T09:00:00.000Z',
      '2027-10-26 14:00 2027-10-26T13:00:00.000Z',
      '2027-10-28 10:00 2027-10-28T09:00:00.000Z',
      '2027-10-28 14:00 2027-10-28T13:00:00.000Z',
      '2027-11-02 10:00 2027-11-02T10:00:00.000Z',
      '2027-11-02 14:00 2027-11-02T14:00:00.000Z',
    ]);
  });
});

/** The invitation in an e-mail the worker really sent, parsed with ical.js. */
function calendarOf(message: SinkMessage) {
  const part = message.attachmentContents.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  expect(part, 'the e-mail carries a text/calendar part').toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(part!.content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    location: event.getFirstPropertyValue('location'),
    status: event.getFirstPropertyValue('status'),
  };
}

describe('the family’s e-mails and their calendar invitations', () => {
  const sink = startSmtpSink();
  afterAll(async () => (await sink).close());

  async function send(bookingId: string, kind: string) {
    const smtp = await sink;
    const transport = createMailTransport(smtp.url);
    try {
      const rows = (await outboxOf(bookingId)).filter((email) => email.kind === kind);
      for (const row of rows) {
        const job = {
          data: { outboxId: row.id },
          attemptsMade: 0,
          opts: { attempts: 1 },
        } as unknown as Job<EmailJobData>;
        await sendOutboxEmail(
          {
            db,
            transport,
            mailFrom: 'Admissions <admissions@academy.example>',
            renderContext,
            logger: createWorkerLogger('silent'),
          },
          job,
        );
      }
    } finally {
      transport.close();
    }
  }

  it('sends a REQUEST, then an update with the same UID and a higher SEQUENCE, then a CANCEL, all in UK time', async () => {
    const smtp = await sink;
    const rule = await createSlotRule(db);
    const { slot, input, row, token } = await bookAt(rule.id, 4);
    await send(row.id, 'visit_booked');
    const [confirmation] = await smtp.waitForMessages(sentTo(input.email));
    const request = calendarOf(confirmation!);
    expect(request).toMatchObject({
      method: 'REQUEST',
      uid: row.ical_uid,
      sequence: 0,
      start: new Date(slot.startsAt).toISOString(),
      end: new Date(slot.endsAt).toISOString(),
      status: 'CONFIRMED',
    });
    expect(request.location).toContain('12 Example Crescent');
    expect(confirmation!.text).toContain(`${slot.time} to `);
    expect(confirmation!.text).toContain('UK time');
    expect(confirmation!.subject).toContain(`at ${slot.time} UK time`);

    const later = (await slotsOf(rule.id))[7]!;
    await visitor().visits.manage.reschedule({ token, ruleId: later.ruleId, startsAt: later.startsAt });
    await send(row.id, 'visit_rescheduled');
    const [, update] = await smtp.waitForMessages(sentTo(input.email), 2);
    expect(calendarOf(update!)).toMatchObject({
      method: 'REQUEST',
      uid: row.ical_uid,
      sequence: 1,
      start: new Date(later.startsAt).toISOString(),
      end: new Date(later.endsAt).toISOString(),
    });

    await visitor().visits.manage.cancel({ token });
    await send(row.id, 'visit_cancelled');
    const [, , cancellation] = await smtp.waitForMessages(sentTo(input.email), 3);
    expect(calendarOf(cancellation!)).toMatchObject({
      method: 'CANCEL',
      uid: row.ical_uid,
      sequence: 2,
      start: new Date(later.startsAt).toISOString(),
      status: 'CANCELLED',
    });

    await send(row.id, 'visit_alert');
    const alerts = await smtp.waitForMessages(
      (message) => sentTo(ADMISSIONS)(message) && message.text.includes(input.email),
      3,
    );
    expect(alerts.map((alert) => alert.subject.split(':')[0])).toEqual([
      'Visit booked',
      'Visit moved',
      'Visit cancelled',
    ]);
    expect(alerts[1]!.text).toContain('Was (UK time)');
  });

  it('writes the family’s e-mail in Arabic when they booked in Arabic, the time still in UK time', async () => {
    const smtp = await sink;
    const rule = await createSlotRule(db);
    const { slot, input, row } = await bookAt(rule.id, 2, { language: 'ar' });
    await send(row.id, 'visit_booked');
    const [message] = await smtp.waitForMessages(sentTo(input.email));
    expect(message!.subject).toContain('بتوقيت المملكة المتحدة');
    expect(message!.subject).toContain(slot.time);
    expect(message!.text).toContain('/ar/visit/manage#token=');
    expect(calendarOf(message!).method).toBe('REQUEST');
  });
});

describe('the manage link', () => {
  it('describes the booking and changes nothing', async () => {
    const rule = await createSlotRule(db);
    const { row, token, slot } = await bookAt(rule.id, 1);
    const before = {
      booking: await bookingRow(row.email),
      outbox: await outboxOf(row.id),
      count: await countOf(rule.id, slot.startsAt),
    };
    for (let i = 0; i < 3; i++) {
      expect(await visitor().visits.manage.describe({ token })).toEqual({
        state: 'booked',
        name: 'Layla Haddad',
        partySize: 3,
        ruleId: rule.id,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        language: 'en',
      });
    }
    expect(await bookingRow(row.email)).toEqual(before.booking);
    expect(await outboxOf(row.id)).toEqual(before.outbox);
    expect(await countOf(rule.id, slot.startsAt)).toBe(before.count);
  });

  it('refuses an expired or foreign token, and changes nothing', async () => {
    const rule = await createSlotRule(db);
    const { row, token } = await bookAt(rule.id, 1);
    const foreign = 'abcdefghijklmnopqrstuvwxyz234567';
    expect(await visitor().visits.manage.describe({ token: foreign })).toEqual({ state: 'invalid' });
    const refused = await errorOf(visitor().visits.manage.cancel({ token: foreign }));
    expect(refused).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This link is not valid. It may have expired, or the visit may have already taken place.',
    });
    await db
      .updateTable('booking_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('booking_id', '=', row.id)
      .execute();
    expect(await visitor().visits.manage.describe({ token })).toEqual({ state: 'invalid' });
    expect(await codeOf(visitor().visits.manage.cancel({ token }))).toBe('NOT_FOUND');
    const later = (await slotsOf(rule.id))[5]!;
    const expired = await errorOf(
      visitor().visits.manage.reschedule({ token, ruleId: later.ruleId, startsAt: later.startsAt, language: 'ar' }),
    );
    expect(expired.message).toBe('هذا الرابط غير صالح. ربما انتهت صلاحيته، أو ربما تمت الزيارة بالفعل.');
    expect((await bookingRow(row.email)).status).toBe('booked');
  });

  it('works for its own booking only', async () => {
    const rule = await createSlotRule(db);
    const email = uniqueEmail('two-visits');
    const first = await bookAt(rule.id, 1, { email });
    const secondSlot = (await slotsOf(rule.id))[3]!;
    await visitor().visits.book(booking(secondSlot, { email }));
    const rows = await db
      .selectFrom('bookings')
      .select(['id', 'status', 'starts_at'])
      .where('email', '=', email)
      .orderBy('starts_at')
      .execute();
    expect(rows).toHaveLength(2);
    await visitor().visits.manage.cancel({ token: first.token });
    const after = await db
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where('email', '=', email)
      .orderBy('starts_at')
      .execute();
    expect(after).toEqual([
      { id: first.row.id, status: 'cancelled' },
      { id: rows[1]!.id, status: 'booked' },
    ]);
    // The spent booking's link cannot reach the other one: cancelling again is refused, not redirected.
    expect(await codeOf(visitor().visits.manage.cancel({ token: first.token }))).toBe('CONFLICT');
    expect(
      (await db.selectFrom('bookings').select('status').where('id', '=', rows[1]!.id).executeTakeFirstOrThrow()).status,
    ).toBe('booked');
  });

  it('moves the place on a reschedule and gives it back on a cancel', async () => {
    const rule = await createSlotRule(db, { capacity: 2 });
    const { slot, row, token } = await bookAt(rule.id, 0);
    const later = (await slotsOf(rule.id))[3]!;
    const same = await errorOf(
      visitor().visits.manage.reschedule({ token, ruleId: slot.ruleId, startsAt: slot.startsAt }),
    );
    expect(same).toMatchObject({ code: 'CONFLICT', message: 'Your visit is already booked at that time.' });
    expect(await visitor().visits.manage.reschedule({ token, ruleId: later.ruleId, startsAt: later.startsAt })).toEqual(
      {
        startsAt: later.startsAt,
        endsAt: later.endsAt,
      },
    );
    expect(await countOf(rule.id, slot.startsAt)).toBe(0);
    expect(await countOf(rule.id, later.startsAt)).toBe(1);
    expect((await bookingRow(row.email)).sequence).toBe(1);
    await visitor().visits.manage.cancel({ token });
    expect(await countOf(rule.id, later.startsAt)).toBe(0);
    expect(await bookingRow(row.email)).toMatchObject({ status: 'cancelled', sequence: 2 });
    const again = await errorOf(
      visitor().visits.manage.reschedule({ token, ruleId: slot.ruleId, startsAt: slot.startsAt }),
    );
    expect(again).toMatchObject({ code: 'CONFLICT', message: 'This visit has already been cancelled.' });
  });
});

describe('reminders (decision 143)', () => {
  async function reminderJob(bookingId: string) {
    return reminders.queue.getJob(visitReminderJobId(bookingId));
  }

  it('puts one delayed job a day before the visit, moves it on a reschedule and removes it on a cancel', async () => {
    const rule = await createSlotRule(db);
    const { slot, row, token } = await bookAt(rule.id, 4);
    const job = await reminderJob(row.id);
    expect(await job!.isDelayed()).toBe(true);
    expect(job!.timestamp + job!.opts.delay!).toBeCloseTo(new Date(slot.startsAt).getTime() - 24 * HOUR, -4);
    expect((await reminders.queue.getDelayed()).filter((delayed) => delayed.data.bookingId === row.id)).toHaveLength(1);

    const later = (await slotsOf(rule.id))[8]!;
    await visitor().visits.manage.reschedule({ token, ruleId: later.ruleId, startsAt: later.startsAt });
    const moved = await reminderJob(row.id);
    expect(moved!.timestamp + moved!.opts.delay!).toBeCloseTo(new Date(later.startsAt).getTime() - 24 * HOUR, -4);
    expect((await reminders.queue.getDelayed()).filter((delayed) => delayed.data.bookingId === row.id)).toHaveLength(1);
    expect((await bookingRow(row.email)).reminder_due_at!.getTime()).toBe(
      new Date(later.startsAt).getTime() - 24 * HOUR,
    );

    await visitor().visits.manage.cancel({ token });
    expect(await reminderJob(row.id)).toBeUndefined();
  });

  it('is written by the worker’s job when it comes due, and the upkeep adds back a job that was lost', async () => {
    const workerConnection = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
    const running = startVisitReminders({
      db,
      prefix: REDIS_PREFIX,
      workerConnection,
      queueConnection: redis,
      logger: createWorkerLogger('silent'),
    });
    try {
      const rule = await createSlotRule(db);
      const { slot, row } = await bookAt(rule.id, 4);
      await reminders.queue.remove(visitReminderJobId(row.id));
      expect(await reminderJob(row.id)).toBeUndefined();
      expect(await running.upkeepOnce()).toBeGreaterThanOrEqual(1);
      const restored = await reminderJob(row.id);
      expect(await restored!.isDelayed()).toBe(true);
      expect(restored!.timestamp + restored!.opts.delay!).toBeCloseTo(
        new Date(slot.startsAt).getTime() - 24 * HOUR,
        -4,
      );

      // Its day comes: the job runs now and writes the reminder, once.
      await db
        .updateTable('bookings')
        .set({ reminder_due_at: new Date(Date.now() - 1000) })
        .where('id', '=', row.id)
        .execute();
      await restored!.promote();
      await vi.waitFor(
        async () => {
          const sent = (await outboxOf(row.id)).filter((email) => email.kind === 'visit_reminder');
          expect(sent).toHaveLength(1);
          expect(sent[0]!.payload).toMatchObject({ bookingId: row.id, sequence: '0' });
        },
        { timeout: 15_000, interval: 100 },
      );
      expect((await bookingRow(row.email)).reminder_sent_at).not.toBeNull();
    } finally {
      await running.close();
      workerConnection.disconnect();
    }
  });

  it('gives a visit booked less than a day ahead no reminder', async () => {
    const rule = await createSlotRule(db);
    const soon = (await slotsOf(rule.id)).find((slot) => new Date(slot.startsAt).getTime() - Date.now() < 24 * HOUR)!;
    const input = booking(soon);
    await visitor().visits.book(input);
    const row = await bookingRow(input.email);
    expect(row.reminder_due_at).toBeNull();
    expect(await reminderJob(row.id)).toBeUndefined();
  });

  it('sends the reminder when its job runs only if the booking is still on, and only once', async () => {
    const rule = await createSlotRule(db);
    const { slot, row, token } = await bookAt(rule.id, 4);
    const due = new Date(new Date(slot.startsAt).getTime() - 24 * HOUR);
    // A job that runs early (its move was lost) sends nothing.
    expect(await queueVisitReminder(db, row.id, new Date(due.getTime() - 2 * HOUR))).toBe('not-due');
    expect(await queueVisitReminder(db, row.id, due)).toBe('queued');
    expect(await queueVisitReminder(db, row.id, due)).toBe('not-needed');
    expect((await outboxOf(row.id)).filter((email) => email.kind === 'visit_reminder')).toHaveLength(1);

    const other = await bookAt(rule.id, 5);
    await visitor().visits.manage.cancel({ token: other.token });
    expect(await queueVisitReminder(db, other.row.id, due)).toBe('not-needed');
    expect((await outboxOf(other.row.id)).filter((email) => email.kind === 'visit_reminder')).toHaveLength(0);
    expect(token).toBeTruthy();
  });
});

describe('the visitor’s personal data', () => {
  it('is in the access export, erased with the address (its place given back), and kept no longer than RETAIN_VISITS_DAYS without an application', async () => {
    const rule = await createSlotRule(db);
    const { row, slot } = await bookAt(rule.id, 1);
    const exported = await exportSubject(db, row.email.toUpperCase());
    expect(exported.bookings).toEqual([expect.objectContaining({ id: row.id, name: 'Layla Haddad', party_size: 3 })]);

    expect(await countOf(rule.id, slot.startsAt)).toBe(1);
    await eraseSubject(db, row.email, 'cli', { auditHmacKey: Buffer.alloc(32, 'visits') });
    expect(await db.selectFrom('bookings').select('id').where('id', '=', row.id).execute()).toEqual([]);
    expect(await outboxOf(row.id)).toEqual([]);
    expect(await countOf(rule.id, slot.startsAt)).toBe(0);

    // Retention: a past visit goes after the period unless the family has applied.
    const past = async (email: string) => {
      const id = randomUUID();
      await db
        .insertInto('bookings')
        .values({
          id,
          kind: 'visit',
          rule_id: rule.id,
          starts_at: new Date(Date.now() - 200 * 24 * HOUR),
          ends_at: new Date(Date.now() - 200 * 24 * HOUR + 90 * 60_000),
          name: 'Past Visitor',
          email,
          phone: '029 2018 0457',
          ical_uid: `visit-${id}@www.academy.example`,
        })
        .execute();
      return id;
    };
    const lone = await past(uniqueEmail('past-visit'));
    const applicantEmail = uniqueEmail('past-visit-applied');
    await createApplication(db, { email: applicantEmail });
    const applied = await past(applicantEmail);
    const outcome = await runRetention(db, { periods: DEFAULT_RETENTION_PERIODS, trigger: 'cli' });
    expect(outcome.ran && outcome.counts.visits).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('bookings').select('id').where('id', 'in', [lone, applied]).execute();
    expect(left).toEqual([{ id: applied }]);
  });
});

describe('npm run admissions -- slots list', () => {
  const cliEnv = () => {
    const { DATABASE_URL: _omit, ...inherited } = process.env;
    return { ...inherited, REDIS_URL: '', DATABASE_URL: inject('databaseUrl') };
  };

  it('prints the slots the public page offers, in UK time, across the change to summer time', async () => {
    const rule = await createSlotRule(db, { weekdays: [2], times: ['10:00'], capacity: 3 });
    const result = await runCommand(
      admissionsCommand,
      ['slots', 'list', '--from', '2027-03-22', '--days', '14'],
      cliEnv(),
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n').filter((line) => line.includes(rule.id));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^2027-03-23\s+Tuesday\s+10:00\s+11:30\s+2027-03-23T10:00:00Z\s+3\s+/);
    expect(lines[1]).toMatch(/^2027-03-30\s+Tuesday\s+10:00\s+11:30\s+2027-03-30T09:00:00Z\s+3\s+/);
  });

  it('leaves out full slots, as the page does', async () => {
    const rule = await createSlotRule(db, { weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['10:00'], capacity: 1 });
    const [slot] = await slotsOf(rule.id);
    await visitor().visits.book(booking(slot!));
    const result = await runCommand(admissionsCommand, ['slots', 'list', '--days', '3'], cliEnv());
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n').filter((line) => line.includes(rule.id));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(slot!.startsAt))).toEqual([]);
  });

  it('refuses a bad argument with its reason and the usage, and opens no database', async () => {
    for (const [args, message] of [
      [['slots', 'list', '--from', '2027-02-30'], '--from: Enter the date as YYYY-MM-DD.'],
      [['slots', 'list', '--days', '0'], '--days: give a whole number of days, 1 to 366.'],
      [['slots', 'list', '--kind', 'party'], '--kind: visit or interview.'],
      [['slots', 'open'], 'Unknown slots command: open.'],
      [['slots', 'list', '--id', '3'], 'slots list takes no --id.'],
    ] as const) {
      const result = await runCommand(admissionsCommand, [...args], { ...process.env, DATABASE_URL: '' });
      expect(result.code).toBe(1);
      expect(result.stderr.split('\n')[0]).toBe(message);
      expect(result.stderr).toContain('npm run admissions -- slots list');
    }
  });
});
