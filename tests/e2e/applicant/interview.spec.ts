import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { offeredSlots } from '../../../core/visits/offered-slots';
import { slotStartKey } from '../../../core/visits/slots';
import { createApplicantSession } from '../../../server/applicants/applicant-sessions';
import { bookInterview } from '../../../server/interviews/book-interview';
import { signInApplicant, uniqueApplicantEmail } from '../../support/e2e/applicant-session';
import { seriousViolations } from '../../support/e2e/axe';
import { closeE2eDb, e2eDb } from '../../support/e2e/db';
import { createApplication, createSlotRule } from '../../support/factories';

/**
 * An applicant at 'interview', on a phone in Riyadh, books their interview in their space (in
 * English), finds the time they chose taken by someone else, chooses another, then moves it and
 * cancels it (in Arabic): each time in UK time and in Riyadh's, the video link once booked only.
 */

test.afterAll(closeE2eDb);
test.use({ timezoneId: 'Asia/Riyadh', viewport: { width: 375, height: 800 } });

const PROGRAMME = 'foundation';

/** Chooses the `nth` UK day the picker offers (today's times may be over) and returns its date. */
async function chooseDay(panel: Locator, label: string, nth: number): Promise<string> {
  const select = panel.getByLabel(label, { exact: true });
  await expect(select).toBeVisible();
  const dates = await select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  await select.selectOption(dates[nth]!);
  return dates[nth]!;
}

async function expectNoSeriousViolations(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

/** Every control a thumb must hit is at least 24 px tall (WCAG 2.5.8), at 375 px. */
async function expectTargets(targets: Locator[]) {
  for (const target of targets) expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(24);
}

test('at 375 px an applicant books their interview, is told a time just taken, then moves and cancels it in Arabic', async ({
  page,
}) => {
  // One journey, four axe scans.
  test.slow();
  const db = e2eDb();
  const email = uniqueApplicantEmail('interview');
  const application = await createApplication(db, { email, status: 'interview', programme: PROGRAMME });
  // Times no other spec's rule offers, every day, so the radios named below are this test's.
  const videoUrl = `https://meet.example/interview-${randomBytes(4).toString('hex')}`;
  const rule = { kind: 'interview' as const, capacity: 1, length_minutes: 30, programme: PROGRAMME };
  const video = await createSlotRule(db, { ...rule, times: ['07:10'], mode: 'video', video_url: videoUrl });
  await createSlotRule(db, { ...rule, times: ['07:40'], mode: 'campus' });

  await signInApplicant(page, email);
  const card = page.getByRole('article', { name: 'Foundation Programme' });
  await expect(card.getByTestId('applicant-status')).toHaveText('Interview');
  await expect(card).toContainText('We would like to meet you for an interview. Choose a time below.');
  const panel = card.getByRole('region', { name: 'Your interview' });
  const byVideo = /^07:10 UK time \(\d\d:10 in Riyadh\) By video$/;

  // The applicant chooses a time; another applicant books it first.
  const taken = await chooseDay(panel, 'Day', 1);
  await panel.getByRole('radio', { name: byVideo }).check();
  await expectTargets([
    panel.getByLabel('Day', { exact: true }),
    panel.locator('label').filter({ has: page.getByRole('radio', { name: byVideo }) }),
    panel.getByRole('button', { name: 'Book this time' }),
  ]);
  await expectNoSeriousViolations(page, 'the English slot list');
  const rivalEmail = uniqueApplicantEmail('interview-rival');
  const rival = await createApplication(db, { email: rivalEmail, status: 'interview', programme: PROGRAMME });
  const slot = (await offeredSlots(db, 'interview', { ruleId: video.id })).find((offered) => offered.date === taken)!;
  await bookInterview(
    db,
    { email: rivalEmail, publicId: (await createApplicantSession(db, rivalEmail)).publicId },
    { applicationId: rival.id, ruleId: video.id, startsAt: slotStartKey(slot.startsAt), language: 'en' },
    { admissionsEmail: 'admissions@academy.example' },
  );
  await panel.getByRole('button', { name: 'Book this time' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Sorry, that time has just been taken. Please choose another.');
  // The list is loaded again: the day still has its campus time, not the one just taken.
  await expect(panel.getByRole('radio', { name: /^07:40 UK time/ })).toBeVisible();
  await expect(panel.getByRole('radio', { name: byVideo })).toHaveCount(0);

  await chooseDay(panel, 'Day', 2);
  await panel.getByRole('radio', { name: byVideo }).check();
  await panel.getByRole('button', { name: 'Book this time' }).click();
  await expect(panel.getByRole('heading', { name: 'Your interview', exact: true })).toBeFocused();
  await expect(panel.getByText('Your interview is booked.')).toBeVisible();
  await expect(panel.getByTestId('applicant-interview-when')).toHaveText(/07:10 UK time \(\d\d:10 in Riyadh\)$/);
  await expect(panel.getByTestId('applicant-interview-booked')).toContainText('By video');
  await expect(panel.getByRole('link', { name: videoUrl })).toHaveAttribute('href', videoUrl);
  await expectTargets([
    panel.getByRole('link', { name: videoUrl }),
    panel.getByRole('button', { name: 'Change the time' }),
    panel.getByRole('button', { name: 'Cancel the interview' }),
  ]);
  await expectNoSeriousViolations(page, 'the English booked interview');
  const booked = await db
    .selectFrom('bookings')
    .selectAll()
    .where('application_id', '=', application.id)
    .executeTakeFirstOrThrow();
  expect(booked).toMatchObject({ kind: 'interview', status: 'booked', rule_id: video.id, language: 'en' });

  // The same space in Arabic, right to left: the interview moved to a time on campus.
  await page.goto('/ar/applicant');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicCard = page.getByRole('article', { name: 'البرنامج التأسيسي (Foundation)' });
  await expect(arabicCard).toContainText('نودّ أن نلتقي بك في مقابلة. اختر موعدًا أدناه.');
  const arabic = arabicCard.getByRole('region', { name: 'مقابلتك' });
  await expect(arabic.getByTestId('applicant-interview-when')).toHaveText(
    /07:10 بتوقيت المملكة المتحدة \(\d\d:10 في الرياض\)$/,
  );
  await arabic.getByRole('button', { name: 'غيّر الموعد' }).click();
  await expect(arabic.getByRole('heading', { name: 'اختر موعدًا جديدًا' })).toBeFocused();
  await chooseDay(arabic, 'اليوم', 3);
  await arabic
    .getByRole('radio', { name: /^07:40 بتوقيت المملكة المتحدة \(\d\d:40 في الرياض\) في الحرم الدراسي$/ })
    .check();
  await expectNoSeriousViolations(page, 'the Arabic new time');
  await arabic.getByRole('button', { name: 'انقل مقابلتي إلى هذا الموعد' }).click();
  await expect(arabic.getByRole('heading', { name: 'مقابلتك', exact: true })).toBeFocused();
  await expect(arabic.getByText('تم نقل مقابلتك.')).toBeVisible();
  await expect(arabic.getByTestId('applicant-interview-when')).toHaveText(
    /07:40 بتوقيت المملكة المتحدة \(\d\d:40 في الرياض\)$/,
  );
  await expect(arabic.getByTestId('applicant-interview-booked')).toContainText('في الحرم الدراسي');
  await expect(arabic.getByRole('link')).toHaveCount(0);
  const moved = await db.selectFrom('bookings').selectAll().where('id', '=', booked.id).executeTakeFirstOrThrow();
  expect(moved).toMatchObject({ status: 'booked', sequence: booked.sequence + 1 });
  expect(moved.rule_id).not.toBe(video.id);

  // Cancelling asks first; then the times are offered again.
  await arabic.getByRole('button', { name: 'ألغِ المقابلة' }).click();
  await expect(arabic.getByRole('heading', { name: /^هل تريد إلغاء مقابلتك يوم/ })).toBeFocused();
  await arabic.getByRole('button', { name: 'نعم، ألغِ المقابلة' }).click();
  await expect(arabic.getByRole('heading', { name: 'مقابلتك', exact: true })).toBeFocused();
  await expect(arabic.getByText('تم إلغاء مقابلتك')).toBeVisible();
  await expect(arabic.getByLabel('اليوم', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the Arabic space after cancelling');
  const cancelled = await db
    .selectFrom('bookings')
    .select('status')
    .where('id', '=', booked.id)
    .executeTakeFirstOrThrow();
  expect(cancelled.status).toBe('cancelled');
});
