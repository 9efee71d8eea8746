import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createAdmin, createApplication, createSlotRule, createStaff, type TestUser } from '../support/factories';
import { testDb } from '../support/test-db';
import { callerFor, errorOf } from '../support/trpc-caller';
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
