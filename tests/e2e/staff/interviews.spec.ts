import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/e2e/axe';
import { e2eDb } from '../../support/e2e/db';
import { signInAs } from '../../support/e2e/staff-session';
import { createAdmin, createStartedInterview } from '../../support/factories';

const ukDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'Europe/London' });
const ukTime = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/London' });

test('an officer records a begun video interview attended with a note, and the section passes axe at 1280 and 375 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const marker = `Interview${randomBytes(4).toString('hex')}`;
  const admin = await createAdmin(e2eDb(), { label: 'interviews' });
  const { bookingId } = await createStartedInterview(e2eDb(), {
    first_name: 'Samira',
    last_name: marker,
    email: `${marker.toLowerCase()}@mail.example`,
  });
  // The officer and the video link, as an interview rule of the admin's would have given them.
  const booking = await e2eDb()
    .updateTable('bookings')
    .set({ officer_id: admin.id })
    .where('id', '=', bookingId)
    .returning(['rule_id', 'starts_at', 'ends_at'])
    .executeTakeFirstOrThrow();
  await e2eDb()
    .updateTable('slot_rules')
    .set({ mode: 'video', video_url: 'https://meet.example/interviews/samira', officer_id: admin.id })
    .where('id', '=', booking.rule_id)
    .execute();

  await signInAs(page, admin);
  await page.getByLabel('Search applications').fill(marker);
  await page
    .getByTestId('application-card')
    .getByRole('button', { name: `Samira ${marker}` })
    .click();
  const dialog = page.getByRole('dialog');
  const section = dialog.getByRole('region', { name: 'Interview', exact: true });
  await expect(section).toContainText(
    `${ukDate.format(booking.starts_at)}, ${ukTime.format(booking.starts_at)} to ${ukTime.format(booking.ends_at)} UK time`,
  );
  await expect(section).toContainText('Booked');
  await expect(section).toContainText(`Officer:${admin.email}`);
  await expect(section).toContainText('By video');
  await expect(section.getByRole('link', { name: 'https://meet.example/interviews/samira' })).toBeVisible();
  await expect(section).toContainText('Not recorded yet');
  expect(await seriousViolations(page, { within: '[data-testid="interview-section"]' })).toEqual([]);

  const form = section.getByRole('form', { name: 'Record the interview’s outcome' });
  await form.getByRole('group', { name: 'Did the applicant attend?' }).getByLabel('Attended').check();
  await form.getByLabel('Notes (optional)').fill('Confident, asked about the boarding house.');
  await form.getByRole('button', { name: 'Record the outcome' }).click();
  await expect(page.getByText('The interview’s outcome is recorded.')).toBeVisible();
  await expect(section.getByTestId('interview-outcome')).toContainText(`Attended, recorded`);
  await expect(section.getByTestId('interview-outcome')).toContainText(`by ${admin.email}`);
  await expect(form.getByRole('button', { name: 'Correct the outcome' })).toBeEnabled();
  await expect(form.getByLabel('Notes (optional)')).toHaveValue('');
  await expect(dialog.getByTestId('notes')).toContainText('Confident, asked about the boarding house.');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(section.getByTestId('interview-outcome')).toBeVisible();
  // Nothing wider than a phone: the link and the date wrap instead.
  expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await seriousViolations(page, { within: '[data-testid="interview-section"]' })).toEqual([]);
});
