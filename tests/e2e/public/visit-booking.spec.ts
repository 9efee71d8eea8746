import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../../domain/locale';
import { seriousViolations } from '../../support/e2e/axe';
import { closeE2eDb, e2eDb } from '../../support/e2e/db';
import { waitForMail, type SinkMessage } from '../../support/e2e/mail';
import { collectErrors } from '../../support/e2e/page-errors';
import { createSlotRule } from '../../support/factories';

/**
 * A family books a campus visit on the public page and manages it from the link in its e-mail:
 * each time in UK time and in the visitor's own zone, the `.ics` invitation, a reschedule and a
 * cancel each confirmed by the visitor, in Arabic on a phone in Riyadh and in English on a desktop.
 */

test.afterAll(closeE2eDb);

const WORDS = {
  en: {
    h1: 'Book a Campus Visit',
    day: 'Day',
    ukTime: (time: string) => `${time} UK time`,
    name: 'Your name',
    email: 'Email',
    phone: 'Phone',
    party: 'How many people are coming',
    programme: 'A-Level',
    message: 'Message (optional)',
    book: 'Book the visit',
    booked: 'Your visit is booked',
    bookedSubject: 'Your campus visit on',
    manageHeading: 'Your Campus Visit',
    change: 'Change the time',
    move: 'Move my visit to this time',
    moved: 'Your visit has been moved',
    movedSubject: 'Your campus visit has moved',
    cancel: 'Cancel the visit',
    confirmCancel: 'Yes, cancel the visit',
    cancelled: 'Your visit has been cancelled',
    chooseTime: 'Choose a time from the list.',
    nameRequired: 'Please enter your name.',
    linkInvalid: 'This link is not valid. It may have expired, or the visit may have already taken place.',
  },
  ar: {
    h1: 'احجز زيارة للحرم الدراسي',
    day: 'اليوم',
    ukTime: (time: string) => `${time} بتوقيت المملكة المتحدة`,
    name: 'اسمك',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    party: 'عدد الحاضرين',
    programme: 'برنامج A-Level',
    message: 'رسالتك (اختيارية)',
    book: 'احجز الزيارة',
    booked: 'تم حجز زيارتك',
    bookedSubject: 'زيارتك للحرم الدراسي يوم',
    manageHeading: 'زيارتك للحرم الدراسي',
    change: 'غيّر الموعد',
    move: 'انقل زيارتي إلى هذا الموعد',
    moved: 'تم نقل زيارتك',
    movedSubject: 'تم نقل زيارتك للحرم الدراسي',
    cancel: 'ألغِ الزيارة',
    confirmCancel: 'نعم، ألغِ الزيارة',
    cancelled: 'تم إلغاء زيارتك',
    chooseTime: 'اختر موعدًا من القائمة.',
    nameRequired: 'يرجى إدخال اسمك.',
    linkInvalid: 'هذا الرابط غير صالح. ربما انتهت صلاحيته، أو ربما تمت الزيارة بالفعل.',
  },
} as const;

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** Riyadh's clock at a UK wall-clock time on a UK date: three hours ahead in winter, two in summer. */
function riyadhTime(date: string, ukTime: string): string {
  const ukIsSummer = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' })
    .format(new Date(`${date}T12:00:00Z`))
    .startsWith('13');
  const hour = Number(ukTime.slice(0, 2)) + (ukIsSummer ? 2 : 3);
  return `${String(hour).padStart(2, '0')}${ukTime.slice(2)}`;
}

/** The calendar part of a visit e-mail. */
function calendarOf(mail: SinkMessage): string {
  const part = mail.attachmentContents.find((content) => content.contentType.startsWith('text/calendar'));
  if (!part) throw new Error(`no calendar part in "${mail.subject}"`);
  return part.content.replace(/\r\n[ \t]/g, '');
}

function manageLinkPath(text: string): string {
  const match = /https?:\/\/\S+?\/visit\/manage#token=[^\s>)"]+/.exec(text);
  if (!match) throw new Error(`no manage link in:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.hash}`;
}

/** The UK date of the `nth` day the page offers (skipping today, whose morning may be over). */
async function chooseDay(page: Page, locale: Locale, nth: number): Promise<string> {
  const select = page.getByLabel(WORDS[locale].day);
  // The days appear once the free slots have loaded.
  await expect(select).toBeVisible();
  const dates = await select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  const date = dates[nth]!;
  await select.selectOption(date);
  return date;
}

async function expectNoSeriousViolations(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

test.beforeAll(async () => {
  // Every day at 10:00 and 14:00 UK time, six places, no notice: created here, never from a seed.
  await createSlotRule(e2eDb(), { label: `E2E visits ${randomUUID().slice(0, 8)}` });
});

test.describe('in Arabic, on a phone in Riyadh', () => {
  test.use({ locale: 'ar', timezoneId: 'Asia/Riyadh', viewport: { width: 375, height: 800 } });

  test('a family books a visit, sees UK and Riyadh times, gets the invitation and moves the visit from its link', async ({
    page,
  }) => {
    // A whole journey with an axe scan of each of its five screens.
    test.slow();
    const words = WORDS.ar;
    const errors = collectErrors(page);
    const email = uniqueEmail('visit-ar');
    await page.goto('/ar/contact');
    await page.getByRole('link', { name: words.h1 }).first().click();
    await expect(page).toHaveURL('/ar/visit');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.h1);

    // The schema's own messages, in Arabic, before anything is sent.
    await page.getByLabel(words.day).waitFor();
    await page.getByRole('button', { name: words.book }).click();
    await expect(page.getByText(words.chooseTime).first()).toBeVisible();
    await expect(page.getByText(words.nameRequired).first()).toBeVisible();

    const date = await chooseDay(page, 'ar', 1);
    const times = page.getByRole('group', { name: /المواعيد يوم/ });
    const morning = `${words.ukTime('10:00')} (${riyadhTime(date, '10:00')} في الرياض)`;
    await expect(times.getByRole('radio', { name: morning }).first()).toBeVisible();
    await times.getByRole('radio', { name: morning }).first().check();
    await page.getByLabel(words.name).fill('ليلى العتيبي');
    await page.getByLabel(words.email).fill(email);
    await page.getByLabel(words.phone).fill('029 2018 0123');
    await page.getByLabel(words.party).selectOption('3');
    await page.getByRole('checkbox', { name: words.programme }).check();
    await page.getByLabel(words.message).fill('نودّ رؤية السكن الطلابي أيضًا.');
    // Every target a thumb must hit is at least 44 px tall at 375 px.
    for (const target of [
      page.getByLabel(words.day),
      page.getByLabel(words.name),
      page.getByRole('button', { name: words.book }),
    ])
      expect((await target.boundingBox())!.height, await target.evaluate((node) => node.id)).toBeGreaterThanOrEqual(44);
    const radioRow = times.locator('label').first();
    expect((await radioRow.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoSeriousViolations(page, 'the Arabic booking form');

    await page.getByRole('button', { name: words.book }).click();
    const booked = page.getByRole('heading', { name: words.booked });
    await expect(booked).toBeFocused();
    await expect(page.getByTestId('visit-booked')).toContainText(morning);
    await expect(page.getByTestId('visit-booked')).toContainText(email);
    await expectNoSeriousViolations(page, 'the Arabic confirmation');

    const booking = await e2eDb()
      .selectFrom('bookings')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ status: 'booked', party_size: 3, language: 'ar', programmes: ['alevel'] });

    const [mail] = await waitForMail(email, { subject: words.bookedSubject });
    const invitation = calendarOf(mail!);
    expect(invitation).toContain('METHOD:REQUEST');
    expect(invitation).toContain(`UID:${booking.ical_uid}`);

    // Opening the link changes nothing; the token leaves the address bar.
    await page.goto(manageLinkPath(mail!.text));
    await expect(page).toHaveURL(/\/ar\/visit\/manage$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.manageHeading);
    await expect(page.getByTestId('visit-when')).toContainText(morning);
    const opened = await e2eDb()
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(opened.starts_at).toEqual(booking.starts_at);
    expect(opened.sequence).toBe(booking.sequence);
    await expectNoSeriousViolations(page, 'the Arabic manage page');

    await page.getByRole('button', { name: words.change }).click();
    await expect(page.getByRole('heading', { name: 'اختر موعدًا جديدًا' })).toBeFocused();
    const newDate = await chooseDay(page, 'ar', 2);
    const afternoon = `${words.ukTime('14:00')} (${riyadhTime(newDate, '14:00')} في الرياض)`;
    await page.getByRole('radio', { name: afternoon }).first().check();
    await expectNoSeriousViolations(page, 'the Arabic reschedule step');
    await page.getByRole('button', { name: words.move }).click();
    await expect(page.getByRole('heading', { name: words.moved })).toBeFocused();
    await expect(page.getByTestId('visit-outcome')).toContainText(afternoon);
    await expectNoSeriousViolations(page, 'the Arabic reschedule confirmation');

    const moved = await e2eDb()
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(moved.status).toBe('booked');
    expect(moved.starts_at.getTime()).not.toBe(booking.starts_at.getTime());
    const [update] = await waitForMail(email, { subject: words.movedSubject });
    const updated = calendarOf(update!);
    expect(updated).toContain('METHOD:REQUEST');
    expect(updated).toContain(`UID:${booking.ical_uid}`);
    expect(updated).toContain(`SEQUENCE:${moved.sequence}`);
    expect(moved.sequence).toBeGreaterThan(booking.sequence);
    expect(errors).toEqual([]);
  });

  test('a link that is not valid gets a clear message in Arabic', async ({ page }) => {
    await page.goto('/ar/visit/manage#token=not-a-real-token');
    await expect(page.getByRole('alert')).toHaveText(WORDS.ar.linkInvalid);
    await expect(page).toHaveURL(/\/ar\/visit\/manage$/);
  });
});

test.describe('in English, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London' });

  test('a family books a visit from the destinations page and cancels it from its link, confirming first', async ({
    page,
  }) => {
    test.slow();
    const words = WORDS.en;
    const errors = collectErrors(page);
    const email = uniqueEmail('visit-en');
    await page.goto('/university-destinations');
    await page.getByRole('main').getByRole('link', { name: words.h1 }).click();
    await expect(page).toHaveURL('/visit');

    await chooseDay(page, 'en', 1);
    // In the UK the time is written once: no second zone to add.
    const morning = page.getByRole('radio', { name: words.ukTime('10:00'), exact: true }).first();
    await morning.check();
    await page.getByLabel(words.name).fill('Sam Example');
    await page.getByLabel(words.email).fill(email);
    await page.getByLabel(words.phone).fill('029 2018 0456');
    await expectNoSeriousViolations(page, 'the English booking form');
    await page.getByRole('button', { name: words.book }).click();
    await expect(page.getByRole('heading', { name: words.booked })).toBeFocused();
    await expect(page.getByTestId('visit-booked')).toContainText(words.ukTime('10:00'));
    await expectNoSeriousViolations(page, 'the English confirmation');

    const [mail] = await waitForMail(email, { subject: words.bookedSubject });
    const booking = await e2eDb()
      .selectFrom('bookings')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await page.goto(manageLinkPath(mail!.text));
    await expect(page).toHaveURL(/\/visit\/manage$/);
    await expect(page.getByTestId('visit-when')).toContainText(words.ukTime('10:00'));

    await page.getByRole('button', { name: words.cancel }).click();
    await expect(page.getByRole('heading', { name: /Do you want to cancel your visit on/ })).toBeFocused();
    await expectNoSeriousViolations(page, 'the English cancel step');
    // Nothing is cancelled until the visitor confirms.
    expect(
      (await e2eDb().selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('booked');
    await page.getByRole('button', { name: words.confirmCancel }).click();
    await expect(page.getByRole('heading', { name: words.cancelled })).toBeFocused();
    await expectNoSeriousViolations(page, 'the English cancellation');

    const cancelled = await e2eDb()
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(cancelled.status).toBe('cancelled');
    const cancellations = await waitForMail(email, { count: 2 });
    const notice = cancellations.find((message) => message.subject !== mail!.subject)!;
    const cancel = calendarOf(notice);
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain(`UID:${booking.ical_uid}`);
    expect(cancel).toContain(`SEQUENCE:${cancelled.sequence}`);
    expect(errors).toEqual([]);
  });

  test('without its token, or with a foreign one, the manage page says so and changes nothing', async ({ page }) => {
    await page.goto('/visit/manage');
    await expect(page.getByText('Open this page from the link in your confirmation e-mail.')).toBeVisible();
    await expectNoSeriousViolations(page, 'the manage page without a link');
    // A link followed while the page is open: only its fragment changes.
    await page.evaluate(() => {
      window.location.hash = 'token=not-a-real-token';
    });
    await expect(page.getByRole('alert')).toHaveText(WORDS.en.linkInvalid);
    await expect(page).toHaveURL(/\/visit\/manage$/);
    await expectNoSeriousViolations(page, 'the manage page with a link that is not valid');
  });
});
