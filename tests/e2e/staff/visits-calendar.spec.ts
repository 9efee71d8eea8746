import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { schoolInstant } from '../../../core/visits/slots';
import { schoolDate, schoolDateLabel } from '../../../domain/intakes';
import { WEEKDAY_NAMES } from '../../../domain/slot-rules';
import { seriousViolations } from '../../support/e2e/axe';
import { closeE2eDb, e2eDb } from '../../support/e2e/db';
import { signInAs } from '../../support/e2e/staff-session';
import { createAdmin, createSlotRule, dayAfter } from '../../support/factories';

test.afterAll(closeE2eDb);

const hex = () => randomBytes(4).toString('hex');

/** Nothing on the page is wider than the window, so nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBe(0);
}

test('an admin adds a visit pattern, sees a family’s visit in the week and the day, makes and stops a feed, at 1280 and 375 px', async ({
  page,
}) => {
  // A sign-in, a form, three axe scans and two widths.
  test.setTimeout(90_000);
  const db = e2eDb();
  const admin = { email: `calendar-admin-${hex()}@example.test`, password: 'calendar password' };
  await createAdmin(db, admin);
  const tomorrow = dayAfter(schoolDate(new Date()), 1);
  const label = `Open morning ${hex()}`;

  // A family's visit tomorrow, booked on an older pattern since disabled: bookings made stay.
  const olderLabel = `Spring visits ${hex()}`;
  const older = await createSlotRule(db, { label: olderLabel, times: ['10:00'], length_minutes: 45, active: false });
  const family = { name: 'Amira Okafor', email: `okafor-${hex()}@example.com` };
  const startsAt = schoolInstant(tomorrow, '10:00');
  const bookingId = randomUUID();
  await db
    .insertInto('bookings')
    .values({
      id: bookingId,
      kind: 'visit',
      rule_id: older.id,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 45 * 60_000),
      name: family.name,
      email: family.email,
      phone: '029 2018 0789',
      party_size: 3,
      programmes: ['alevel'],
      message: 'Our daughter would like to see the science labs.',
      ical_uid: `visit-${bookingId}@www.academy.example`,
    })
    .execute();
  // And one cancelled, which the calendar still shows, marked (axe checks its contrast too).
  const cancelledId = randomUUID();
  const cancelledAt = schoolInstant(tomorrow, '11:00');
  await db
    .insertInto('bookings')
    .values({
      id: cancelledId,
      kind: 'visit',
      rule_id: older.id,
      starts_at: cancelledAt,
      ends_at: new Date(cancelledAt.getTime() + 45 * 60_000),
      name: 'Idris Mensah',
      email: `mensah-${hex()}@example.com`,
      party_size: 2,
      ical_uid: `visit-${cancelledId}@www.academy.example`,
      status: 'cancelled',
      cancelled_at: new Date(),
    })
    .execute();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, admin);
  await page.getByRole('tab', { name: 'Visits and interviews' }).click();
  await expect(page.getByRole('heading', { name: 'When visits and interviews can happen', level: 2 })).toBeVisible();

  // A weekly visit pattern, through the form: Wednesdays at 09:30 (the form starts with Tuesdays and Thursdays).
  await page.getByRole('button', { name: 'Add a pattern' }).click();
  const form = page.getByRole('form', { name: 'New pattern' });
  await form.getByLabel('Name (optional)').fill(label);
  for (const day of WEEKDAY_NAMES) await form.getByRole('checkbox', { name: day }).setChecked(day === 'Wednesday');
  await form.getByLabel('Start times, UK time (HH:MM, separated by commas)').fill('09:30');
  await form.getByLabel('Length of each slot (minutes)').fill('45');
  await form.getByLabel('Families per visit slot').fill('4');
  await form.getByLabel('Minimum notice (hours before the slot)').fill('12');
  await form.getByRole('button', { name: 'Save pattern' }).click();
  await expect(page.getByText('Pattern added.')).toBeVisible();
  await expect(form).toHaveCount(0);
  const rule = page.getByTestId('slot-rules').getByRole('listitem').filter({ hasText: label });
  await expect(rule).toContainText('Wednesday at 09:30 UK time');
  await expect(rule).toContainText('45 minutes, 4 places, bookings close 12 hours before');
  expect(await seriousViolations(page)).toEqual([]);

  // The week holding tomorrow shows it with the family's name and party.
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await calendar.getByLabel('Date').fill(tomorrow);
  const inWeek = calendar.getByTestId('booking').filter({ hasText: family.email });
  await expect(inWeek).toContainText(`10:00 to 10:45 UK time · Campus visit (${olderLabel})`);
  await expect(inWeek).toContainText(`${family.name}, 3 people`);

  // Its day shows it with everything the family gave.
  await calendar.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(calendar.getByRole('heading', { level: 3 })).toHaveText(
    new RegExp(`^${schoolDateLabel(tomorrow, 'en')}: \\d+ bookings?$`),
  );
  const booking = calendar.getByTestId('booking').filter({ hasText: family.email });
  await expect(booking).toContainText(`${family.name}, 3 people`);
  await expect(booking).toContainText('Programmes:A-Level Courses');
  await expect(booking.getByRole('link', { name: family.email })).toHaveAttribute('href', `mailto:${family.email}`);
  await expect(booking).toContainText('Phone:029 2018 0789');
  await expect(booking).toContainText('Message:Our daughter would like to see the science labs.');
  expect(await seriousViolations(page)).toEqual([]);

  // The admin's own feed: its address is shown once, and goes when the feed is stopped.
  const feedStatus = page.getByTestId('feed-status');
  await expect(feedStatus).toHaveText('You have no feed.');
  await page.getByRole('button', { name: 'Make a feed address' }).click();
  const address = page.getByLabel('Your feed address (shown only now: copy it into your calendar)');
  await expect(address).toHaveValue(/^https?:\/\/.+\/calendar\/[a-z2-7]{52}\.ics$/);
  await expect(feedStatus).toContainText('Your feed was made on');
  await page.getByRole('button', { name: 'Stop the feed' }).click();
  await expect(page.getByText('Your feed is stopped.')).toBeVisible();
  await expect(address).toHaveCount(0);
  await expect(feedStatus).toHaveText('You have no feed.');

  // On a phone, with the day and the pattern form open: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Add a pattern' }).click();
  await expect(page.getByRole('form', { name: 'New pattern' })).toBeVisible();
  await expect(booking).toContainText(`${family.name}, 3 people`);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
});
