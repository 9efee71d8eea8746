import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import ICAL from 'ical.js';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start-server';
import type { Db } from '../../db/client';
import { createAdmin, createApplication, createSlotRule, createStaff, type TestUser } from '../support/factories';
import { testDb, uniqueRedisPrefix } from '../support/test-db';
import { callerFor, errorOf, testConfig } from '../support/trpc-caller';
import { uniqueEmail } from '../support/unique-email';

const db = testDb();

interface BookingRow {
  kind: 'visit' | 'interview';
  ruleId: string;
  startsAt: string;
  minutes?: number;
  name: string;
  officerId?: string | null;
  applicationId?: string | null;
  status?: 'booked' | 'cancelled';
  programmes?: string[];
}

/** A booking as the booking functions leave it, written straight in: this file reads bookings. */
async function insertBooking(database: Db, row: BookingRow): Promise<{ id: string; uid: string; email: string }> {
  const startsAt = new Date(row.startsAt);
  const email = uniqueEmail('calendar');
  const uid = `visit-${randomUUID()}@academy.example`;
  const inserted = await database
    .insertInto('bookings')
    .values({
      kind: row.kind,
      rule_id: row.ruleId,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + (row.minutes ?? 60) * 60_000),
      officer_id: row.officerId ?? null,
      application_id: row.applicationId ?? null,
      name: row.name,
      email,
      phone: '029 2018 0457',
      party_size: 2,
      programmes: row.programmes ?? ['alevel'],
      message: 'We will come by train.',
      status: row.status ?? 'booked',
      cancelled_at: row.status === 'cancelled' ? new Date() : null,
      sequence: row.status === 'cancelled' ? 1 : 0,
      ical_uid: uid,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: inserted.id, uid, email };
}

async function interviewRule(officer: { id: string }) {
  return createSlotRule(db, {
    kind: 'interview',
    label: 'A-Level interviews',
    capacity: 1,
    length_minutes: 30,
    officer_id: officer.id,
    mode: 'video',
    video_url: 'https://meet.academy.example/a-level',
    programme: 'alevel',
  });
}

describe('the staff calendar', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(db);
  });

  it('lists the visits and interviews of a UK day or week, in UK time, with the linked application', async () => {
    const visits = await createSlotRule(db);
    const interviews = await interviewRule(admin);
    const application = await createApplication(db, { first_name: 'Omar', last_name: 'Saleh', programme: 'alevel' });
    // 28 March 2027: the clocks go forward at 01:00, so 10:00 UK time is 09:00Z.
    const visit = await insertBooking(db, {
      kind: 'visit',
      ruleId: visits.id,
      startsAt: '2027-03-28T09:00:00Z',
      name: 'Layla Haddad',
    });
    // 23:30Z on the 27th is still the 27th in the UK (GMT): not on the 28th's list.
    await insertBooking(db, { kind: 'visit', ruleId: visits.id, startsAt: '2027-03-27T23:30:00Z', name: 'Late Night' });
    const interview = await insertBooking(db, {
      kind: 'interview',
      ruleId: interviews.id,
      startsAt: '2027-03-30T13:00:00Z',
      minutes: 30,
      name: 'Omar Saleh',
      officerId: admin.id,
      applicationId: application.id,
    });
    const cancelled = await insertBooking(db, {
      kind: 'visit',
      ruleId: visits.id,
      startsAt: '2027-03-29T13:00:00Z',
      name: 'Changed Plans',
      status: 'cancelled',
    });
    const staff = callerFor({ db, user: admin }).caller;

    const day = await staff.admin.visits.calendar({ from: '2027-03-28', days: 1 });
    expect(day.map((booking) => booking.name)).toEqual(['Layla Haddad']);
    expect(day[0]).toMatchObject({
      id: visit.id,
      kind: 'visit',
      date: '2027-03-28',
      time: '10:00',
      endTime: '11:00',
      email: visit.email,
      phone: '029 2018 0457',
      partySize: 2,
      programmes: ['alevel'],
      application: null,
      officer: null,
    });

    const week = await staff.admin.visits.calendar({ from: '2027-03-28', days: 7 });
    expect(week.map((booking) => booking.id)).toEqual([visit.id, cancelled.id, interview.id]);
    expect(week[1]).toMatchObject({ status: 'cancelled', time: '14:00' });
    expect(week[2]).toMatchObject({
      kind: 'interview',
      time: '14:00',
      endTime: '14:30',
      officer: { id: admin.id, email: admin.email },
      mode: 'video',
      videoUrl: 'https://meet.academy.example/a-level',
      application: { id: application.id, firstName: 'Omar', lastName: 'Saleh', programme: 'alevel' },
    });
  });

  it('refuses a range longer than a week and a date that does not exist, changing nothing', async () => {
    const staff = callerFor({ db, user: admin }).caller;
    expect((await errorOf(staff.admin.visits.calendar({ from: '2027-03-28', days: 8 }))).code).toBe('BAD_REQUEST');
    const bad = await errorOf(staff.admin.visits.calendar({ from: '2027-02-30', days: 1 }));
    expect(bad.code).toBe('BAD_REQUEST');
    expect(bad.message).toContain('YYYY-MM-DD');
  });

  it('is for admins only', async () => {
    const staff = await createStaff(db);
    const range = { from: '2027-03-28', days: 7 };
    expect((await errorOf(callerFor({ db }).caller.admin.visits.calendar(range))).code).toBe('UNAUTHORIZED');
    expect((await errorOf(callerFor({ db, user: staff }).caller.admin.visits.calendar(range))).code).toBe('FORBIDDEN');
  });
});

describe('the personal calendar feed', () => {
  const lines: string[] = [];
  let server: RunningServer;
  let officer: TestUser;
  let colleague: TestUser;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    server = await startServer(
      testConfig({ PORT: '0', SERVE_WEB: 'none', REDIS_PREFIX: uniqueRedisPrefix('calendar-feed') }),
      { logger: pino({ level: 'info' }, sink) },
    );
    officer = await createAdmin(db, { label: 'feed-officer' });
    colleague = await createAdmin(db, { label: 'feed-colleague' });
  });
  afterAll(() => server.close());

  /** The feed at `url` on the test server, as a calendar fetches it. */
  const fetchFeed = (url: string) => fetch(server.url + new URL(url).pathname);

  it('holds all visits and only its owner’s interviews, with names and programmes and nothing else', async () => {
    // Whole minutes, as a calendar's times are.
    const base = Math.floor(Date.now() / 60_000) * 60_000;
    const soon = (days: number, hour: number) => new Date(base + days * 86_400_000 + hour * 3_600_000).toISOString();
    const visits = await createSlotRule(db);
    const mine = await interviewRule(officer);
    const theirs = await interviewRule(colleague);
    const applicant = await createApplication(db, { first_name: 'Huda', last_name: 'Nasser', programme: 'foundation' });
    const visit = await insertBooking(db, {
      kind: 'visit',
      ruleId: visits.id,
      startsAt: soon(3, 0),
      name: 'Layla Haddad',
    });
    const interview = await insertBooking(db, {
      kind: 'interview',
      ruleId: mine.id,
      startsAt: soon(4, 0),
      minutes: 30,
      name: 'Huda Nasser',
      officerId: officer.id,
      applicationId: applicant.id,
    });
    const other = await insertBooking(db, {
      kind: 'interview',
      ruleId: theirs.id,
      startsAt: soon(4, 2),
      minutes: 30,
      name: 'Someone Else',
      officerId: colleague.id,
    });
    const cancelled = await insertBooking(db, {
      kind: 'visit',
      ruleId: visits.id,
      startsAt: soon(5, 0),
      name: 'Changed Plans',
      status: 'cancelled',
    });
    const staff = callerFor({ db, user: officer, config: server.services.config }).caller;
    expect(await staff.admin.visits.feed.status()).toBeNull();
    const { url } = await staff.admin.visits.feed.create();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/calendar\/[a-z2-7]{52}\.ics$/);
    const token = url.split('/calendar/')[1]!.replace('.ics', '');
    // Only the hash is stored.
    expect(JSON.stringify(await db.selectFrom('staff_calendar_feeds').selectAll().execute())).not.toContain(token);

    lines.length = 0;
    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect(byUid.get(visit.uid)?.summary).toBe('Campus visit: Layla Haddad');
    expect(byUid.get(interview.uid)?.summary).toBe('Interview: Huda Nasser (Foundation Programme)');
    expect(byUid.has(other.uid)).toBe(false);
    expect(byUid.get(cancelled.uid)?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(byUid.get(cancelled.uid)?.sequence).toBe(1);
    expect(byUid.get(visit.uid)?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(byUid.get(interview.uid)?.startDate.toJSDate().getTime()).toBe(Date.parse(soon(4, 0)));
    // No e-mail, phone, message or video link of anyone (the only '@' is in the UIDs).
    expect(text.replace(/^UID:.*$/gm, '')).not.toContain('@');
    for (const secret of [visit.email, interview.email, '029 2018 0457', 'by train', 'meet.academy.example'])
      expect(text).not.toContain(secret);
    expect(await staff.admin.visits.feed.status()).toMatchObject({ lastUsedAt: expect.any(String) });

    // The request was logged without its token.
    await expect.poll(() => lines.some((line) => line.includes('/calendar/[token].ics'))).toBe(true);
    expect(lines.join('')).not.toContain(token);
  });

  it('answers 404 for an unknown, malformed, replaced or revoked token, and for an owner who lost admin access', async () => {
    const staff = callerFor({ db, user: colleague, config: server.services.config }).caller;
    const first = (await staff.admin.visits.feed.create()).url;
    expect((await fetchFeed(first)).status).toBe(200);
    const second = (await staff.admin.visits.feed.create()).url;
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    expect((await fetchFeed(`${server.url}/calendar/${'a'.repeat(52)}.ics`)).status).toBe(404);
    expect((await fetchFeed(`${server.url}/calendar/not-a-token.ics`)).status).toBe(404);
    expect((await fetchFeed(second.replace('.ics', ''))).status).toBe(404);

    await db.updateTable('users').set({ is_admin: false }).where('id', '=', colleague.id).execute();
    expect((await fetchFeed(second)).status).toBe(404);
    await db.updateTable('users').set({ is_admin: true }).where('id', '=', colleague.id).execute();
    expect((await fetchFeed(second)).status).toBe(200);

    expect(await staff.admin.visits.feed.revoke()).toEqual({ revoked: true });
    const gone = await fetchFeed(second);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect(await staff.admin.visits.feed.revoke()).toEqual({ revoked: false });
    expect(await staff.admin.visits.feed.status()).toBeNull();
    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', colleague.id)
      .where('action', 'like', 'calendar.%')
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      'calendar.feed_created',
      'calendar.feed_created',
      'calendar.feed_revoked',
    ]);
  });

  it('is for admins only: the feed shows applicants’ names', async () => {
    const staff = await createStaff(db);
    expect((await errorOf(callerFor({ db }).caller.admin.visits.feed.create())).code).toBe('UNAUTHORIZED');
    expect((await errorOf(callerFor({ db, user: staff }).caller.admin.visits.feed.create())).code).toBe('FORBIDDEN');
  });
});
