import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../domain/site';
import { DOCUMENT_ITEM_KEYS } from '../../domain/document-checklist';
import { documentLabel, programmeLabel } from '../../worker/emails/localized';
import { sendDraftReminders } from '../../worker/jobs/draft-reminders';
import {
  createAdmin,
  createApplication,
  createSessionCookie,
  OFFER_DETAILS,
  type TestUser,
} from '../support/factories';
import { applicationInput } from '../support/form-inputs';
import { postMutation, useDeliveryStack } from '../support/running-stack';
import { sentTo, type SinkMessage } from '../support/smtp-sink';
import { callerFor } from '../support/trpc-caller';
import { uniqueEmail } from '../support/unique-email';

/**
 * A form sent from an Arabic page is stored with its language; the applicant's
 * e-mails go out in it (right-to-left HTML and an Arabic plain-text part), the admissions alert
 * stays English and says "Submitted in Arabic", and the dashboard's lists carry the language.
 */
const stack = useDeliveryStack('arabic-submissions');
const ADMISSIONS = 'admissions@academy.example';
let admin: TestUser;
let cookie: string;

beforeAll(async () => {
  admin = await createAdmin(stack.database.db, { label: 'arabic-officer' });
  cookie = await createSessionCookie(stack.database.db, admin);
});

const adminCaller = () => callerFor({ db: stack.database.db, user: admin }).caller;

/** The admissions alert about `name`: the sink is shared by the file's tests. */
async function alertAbout(name: string): Promise<SinkMessage> {
  const [alert] = await stack.sink.waitForMessages(
    (message) => sentTo(ADMISSIONS)(message) && message.subject.includes(name),
    1,
    20_000,
  );
  return alert!;
}

async function onlyMessageTo(email: string): Promise<SinkMessage> {
  const [message] = await stack.sink.waitForMessages(sentTo(email), 1, 20_000);
  return message!;
}

const ARABIC_LETTERS = /[\u0600-\u06FF]/;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;
const ARABIC_MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];

describe('an application sent from the Arabic form', () => {
  it('is stored in Arabic, acknowledged in Arabic (both parts, right to left) and alerted in English', async () => {
    const email = uniqueEmail('arabic-applicant');
    const { status, body } = await postMutation(
      stack.server.url,
      'submissions.application',
      applicationInput({
        email,
        firstName: 'ليلى',
        lastName: 'الحسن',
        programme: 'foundation',
        startDate: '2026-01-01',
        language: 'ar',
      }),
    );
    expect(status).toBe(200);
    const id = body.result.data.id;

    const row = await stack.database.db
      .selectFrom('applications')
      .select('language')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('ar');

    const ack = await onlyMessageTo(email);
    expect(ack.subject).toBe(`طلب التحاقك بالبرنامج التأسيسي (Foundation) - ${site.arabicName}`);
    expect(ack.text).toContain(
      'تلقّينا طلب التحاقك بالبرنامج التأسيسي (Foundation)، على أن تبدأ الدراسة في يناير 2026.',
    );
    expect(ack.text).toContain('شكرًا لتقديم طلبك');
    // The same facts as the English e-mail, in Western digits.
    for (const fact of [ADMISSIONS, site.phone, site.email, site.address.postcode]) expect(ack.text).toContain(fact);
    expect(ack.text).not.toMatch(ARABIC_INDIC_DIGITS);
    expect(ack.text).not.toContain('Thank you for your application');
    expect(ack.html).toContain('<html lang="ar" dir="rtl">');
    expect(ack.html).toMatch(/<body dir="rtl"[^>]*text-align:right/);
    expect(ack.html).toContain(`<span dir="ltr">${ADMISSIONS}</span>`);
    expect(ack.html).toContain(`<span dir="ltr">${site.phone}</span>`);
    expect(ack.html).toContain('http://127.0.0.1:3000/ar/applicant');
    // Its link fills in the Arabic sign-in form with the address applied from, in the fragment.
    expect(ack.text).toContain(`http://127.0.0.1:3000/ar/applicant#email=${encodeURIComponent(email)}`);
    // Like the English acknowledgement, nothing the applicant typed.
    expect(ack.text + ack.html + ack.subject).not.toContain('ليلى');

    const alert = await alertAbout('ليلى الحسن');
    expect(alert.subject).toBe('New application: ليلى الحسن - Foundation Programme');
    expect(alert.text).toContain('Submitted in Arabic');
    expect(alert.text).toContain('Programme: Foundation Programme');
    expect(alert.html).toContain('<html lang="en">');
    expect(alert.html).not.toContain('dir="rtl"');
    expect(alert.replyTo).toBe(email);
  });

  /**
   * An application sent from the Arabic form, moved to `status` with its e-mail (the officer
   * confirming an offer without documents, which the form does not send); the e-mail.
   */
  async function decisionLetter(
    applicant: { email: string; firstName: string; lastName: string; programme: string },
    status: 'interview' | 'offer' | 'declined',
  ) {
    const { body } = await postMutation(
      stack.server.url,
      'submissions.application',
      applicationInput({ ...applicant, startDate: '2026-09-01', language: 'ar' }),
    );
    await onlyMessageTo(applicant.email);
    stack.sink.clear();
    const result = await postMutation(
      stack.server.url,
      'admin.applications.setStatus',
      {
        id: body.result.data.id,
        status,
        emailApplicant: true,
        confirmedMissingDocuments: DOCUMENT_ITEM_KEYS,
        ...(status === 'offer' ? { offer: OFFER_DETAILS } : {}),
      },
      { cookie, origin: 'http://127.0.0.1:3000' },
    );
    expect(result.status).toBe(200);
    const letter = await onlyMessageTo(applicant.email);
    expect(letter.html).toContain('<html lang="ar" dir="rtl">');
    expect(letter.replyTo).toBe(ADMISSIONS);
    return letter;
  }

  it('sends the decision letter in Arabic too, naming the applicant as they typed their name', async () => {
    const letter = await decisionLetter(
      { email: uniqueEmail('arabic-offer'), firstName: 'Omar', lastName: 'Haddad', programme: 'alevel' },
      'offer',
    );
    expect(letter.subject).toBe(`عرض مقعد دراسي في برنامج A-Level - ${site.arabicName}`);
    expect(letter.text).toContain('تهانينا يا Omar');
    expect(letter.text).toContain('سبتمبر 2026');
    expect(letter.html).toContain('تهانينا يا <span dir="ltr">Omar</span>');
    // The saved offer's kind and reply-by date, in Arabic; the letter is in the space, not in the e-mail.
    expect(letter.text).toContain('هذا عرض غير مشروط.');
    expect(letter.text).toContain('يوليو 2041');
    expect(letter.text).toContain('خطاب العرض، بما فيه الرسوم الدراسية والدفعة المقدّمة وأي شروط، موجود في مساحة طلبك');
    expect(letter.html).toContain('http://127.0.0.1:3000/ar/applicant');
    expect(letter.attachments).toEqual([]);
  });

  it('invites to an interview in Arabic, saying to choose the time in the space', async () => {
    const letter = await decisionLetter(
      { email: uniqueEmail('arabic-interview'), firstName: 'سارة', lastName: 'يوسف', programme: 'foundation' },
      'interview',
    );
    expect(letter.subject).toBe(`دعوة إلى مقابلة للالتحاق ب${programmeLabel('foundation', 'ar')} - ${site.arabicName}`);
    expect(letter.text).toContain('مرحبًا سارة');
    expect(letter.text).toContain('سبتمبر 2026');
    expect(letter.text).toContain('ونودّ أن نلتقي بك في مقابلة.');
    expect(letter.text).toContain('يمكنك اختيار موعد مقابلتك من مساحتك الخاصة بالمتقدّمين.');
    expect(letter.html).toContain('http://127.0.0.1:3000/ar/applicant');
  });

  it('sends the declined letter in Arabic, right to left, with the phone number as it is', async () => {
    const letter = await decisionLetter(
      { email: uniqueEmail('arabic-declined'), firstName: 'ليلى', lastName: 'المصري', programme: 'gcse' },
      'declined',
    );
    expect(letter.subject).toBe(`طلب التحاقك ببرنامج GCSE - ${site.arabicName}`);
    expect(letter.text).toContain('مرحبًا ليلى');
    expect(letter.text).toContain('نأسف لإبلاغك بأننا لا نستطيع أن نعرض عليك مقعدًا هذه المرة.');
    expect(letter.text).toContain(site.phone);
  });

  it('is English as before when the form does not say its language', async () => {
    const email = uniqueEmail('english-applicant');
    const { body } = await postMutation(
      stack.server.url,
      'submissions.application',
      applicationInput({
        email,
        firstName: 'Gwen',
        lastName: 'Morgan',
        programme: 'foundation',
        startDate: '2026-01-01',
      }),
    );
    const id = body.result.data.id;
    const row = await stack.database.db
      .selectFrom('applications')
      .select('language')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('en');

    const ack = await onlyMessageTo(email);
    expect(ack.subject).toBe('Your application for Foundation Programme - Cardiff International Academy');
    expect(ack.text).toContain('We have received your application for Foundation Programme, starting January 2026.');
    expect(ack.text).not.toMatch(ARABIC_LETTERS);
    expect(ack.html).toContain('<html lang="en">');
    expect(ack.html).not.toContain('dir="rtl"');
    expect(ack.html).toContain('http://127.0.0.1:3000/applicant');
    expect(ack.html).not.toContain('/ar/applicant');
    // Its link fills in the sign-in form with the address applied from, in the fragment: no server logs it.
    expect(ack.text).toContain(`http://127.0.0.1:3000/applicant#email=${encodeURIComponent(email)}`);

    const alert = await alertAbout('Gwen Morgan');
    expect(alert.text).not.toContain('Submitted in Arabic');
  });
});

describe('an enquiry sent from the Arabic contact form', () => {
  it('is stored in Arabic, acknowledged in Arabic and alerted in English', async () => {
    const email = uniqueEmail('arabic-sender');
    const { status, body } = await postMutation(stack.server.url, 'submissions.contact', {
      firstName: 'سارة',
      lastName: 'يوسف',
      email,
      phone: '+971 50 000 0000',
      programmeInterest: '',
      message: 'أود معرفة مواعيد بدء برنامج A-Level.',
      language: 'ar',
    });
    expect(status).toBe(200);
    const id = body.result.data.id;
    const row = await stack.database.db
      .selectFrom('contact_submissions')
      .select('language')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('ar');

    const ack = await onlyMessageTo(email);
    expect(ack.subject).toBe(`تلقّينا رسالتك - ${site.arabicName}`);
    expect(ack.text).toContain('شكرًا لتواصلك معنا');
    expect(ack.text).toContain('بتوقيت المملكة المتحدة');
    // The office hours with the site's Arabic times of day, as the footer and contact page say them.
    expect(ack.text).toContain(
      'مكتبنا مفتوح من الاثنين إلى الجمعة (9:00 صباحًا - 5:00 مساءً)، ويوم السبت (10:00 صباحًا - 2:00 مساءً)، بتوقيت المملكة المتحدة.',
    );
    expect(ack.text + ack.subject).not.toMatch(/\b(?:AM|PM)\b/);
    expect(ack.text).toContain(site.phone);
    expect(ack.html).toContain('<html lang="ar" dir="rtl">');
    expect(ack.text + ack.html + ack.subject).not.toContain('سارة');

    const alert = await alertAbout('سارة يوسف');
    expect(alert.subject).toBe('New enquiry from سارة يوسف');
    expect(alert.text).toContain('Submitted in Arabic');
    expect(alert.text).toContain('أود معرفة مواعيد بدء برنامج A-Level.');
    expect(alert.html).toContain('<html lang="en">');
  });

  it('is English as before when the form does not say its language', async () => {
    const email = uniqueEmail('english-sender');
    const { body } = await postMutation(stack.server.url, 'submissions.contact', {
      firstName: 'Huw',
      lastName: 'Price',
      email,
      message: 'A question.',
    });
    const id = body.result.data.id;
    const row = await stack.database.db
      .selectFrom('contact_submissions')
      .select('language')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('en');
    const ack = await onlyMessageTo(email);
    expect(ack.subject).toBe('We have received your message - Cardiff International Academy');
    expect(ack.text).not.toMatch(ARABIC_LETTERS);
    const alert = await alertAbout('Huw Price');
    expect(alert.text).not.toContain('Submitted in Arabic');
  });
});

describe("an Arabic applicant's later e-mails", () => {
  const adminPost = (procedure: string, input: object) =>
    postMutation(stack.server.url, procedure, input, { cookie, origin: 'http://127.0.0.1:3000' });

  it('asks for missing documents in Arabic, naming each document in Arabic', async () => {
    const { id, email } = await createApplication(stack.database.db, { programme: 'alevel', language: 'ar' });
    const result = await adminPost('admin.applications.documents.requestMissing', { applicationId: id });
    expect(result.status).toBe(200);
    const request = await onlyMessageTo(email);
    expect(request.subject).toBe(`مستندات مطلوبة لطلب التحاقك ببرنامج A-Level - ${site.arabicName}`);
    // Each document named as the applicant's space lists it.
    for (const item of ['identity', 'school_report', 'english_certificate'] as const) {
      expect(request.text).toContain(`${documentLabel(item, 'ar')}: لم يصلنا بعد`);
    }
    expect(request.html).toContain('<html lang="ar" dir="rtl">');
    expect(request.html).toContain('http://127.0.0.1:3000/ar/applicant');
  });

  it('sends the sign-in link asked for from the Arabic space in Arabic, to the Arabic sign-in page', async () => {
    const { email } = await createApplication(stack.database.db, { language: 'ar' });
    expect((await postMutation(stack.server.url, 'applicant.requestLink', { email, language: 'ar' })).status).toBe(200);
    const link = await onlyMessageTo(email);
    expect(link.subject).toBe(`رابط تسجيل الدخول الخاص بك - ${site.arabicName}`);
    expect(link.text).toContain('تنتهي صلاحيته بعد 10 دقائق');
    expect(link.text).toMatch(/http:\/\/127\.0\.0\.1:3000\/ar\/applicant\/sign-in#token=[a-z2-7]+/);
    expect(link.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('keeps a draft saved for later from the Arabic form in Arabic, and sends its link in Arabic', async () => {
    const email = uniqueEmail('arabic-save-later');
    const { status } = await postMutation(stack.server.url, 'applicant.saveForLater', {
      email,
      values: { firstName: 'سلمى' },
      step: 1,
      language: 'ar',
    });
    expect(status).toBe(200);
    const draft = await stack.database.db
      .selectFrom('application_drafts')
      .select('language')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(draft.language).toBe('ar');
    const link = await onlyMessageTo(email);
    expect(link.html).toContain('<html lang="ar" dir="rtl">');
    expect(link.text).toMatch(/\/ar\/applicant\/sign-in\?resume=1#token=[a-z2-7]+/);
  });

  it('reminds of a draft saved from the Arabic form in Arabic, with Arabic month names', async () => {
    const email = uniqueEmail('arabic-draft');
    const updatedAt = new Date(Date.now() - 4 * 24 * 60 * 60 * 1000);
    await stack.database.db
      .insertInto('application_drafts')
      .values({
        email,
        values: JSON.stringify({ firstName: 'ريم' }),
        step: 2,
        language: 'ar',
        claimed: true,
        updated_at: updatedAt,
      })
      .execute();
    await sendDraftReminders(stack.database.db);
    const reminder = await onlyMessageTo(email);
    expect(reminder.subject).toBe(`طلبك بانتظارك - ${site.arabicName}`);
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'Europe/London' }).format(updatedAt);
    const month =
      ARABIC_MONTHS[
        Number(new Intl.DateTimeFormat('en-GB', { month: 'numeric', timeZone: 'Europe/London' }).format(updatedAt)) - 1
      ];
    expect(reminder.text).toContain(`وكان آخر تعديل عليه في ${day} ${month} ${updatedAt.getUTCFullYear()}`);
    expect(reminder.text).not.toMatch(ARABIC_INDIC_DIGITS);
    expect(reminder.text + reminder.html).not.toContain('ريم');
    expect(reminder.html).toContain('<html lang="ar" dir="rtl">');
  });
});

describe("the dashboard's lists and details", () => {
  it('carry the language of each submission', async () => {
    const arabic = uniqueEmail('listed-arabic');
    const english = uniqueEmail('listed-english');
    await postMutation(
      stack.server.url,
      'submissions.application',
      applicationInput({ email: arabic, firstName: 'نور', language: 'ar' }),
    );
    await postMutation(
      stack.server.url,
      'submissions.application',
      applicationInput({ email: english, firstName: 'Bryn' }),
    );
    await postMutation(stack.server.url, 'submissions.contact', {
      firstName: 'هدى',
      lastName: 'علي',
      email: arabic,
      message: 'سؤال عن السكن',
      language: 'ar',
    });

    const applications = await adminCaller().admin.applications.list({ search: arabic });
    expect(applications.items.map((item) => [item.firstName, item.language])).toEqual([['نور', 'ar']]);
    expect(
      (await adminCaller().admin.applications.list({ search: english })).items.map((item) => item.language),
    ).toEqual(['en']);
    const contacts = await adminCaller().admin.contacts.list({ search: arabic });
    expect(contacts.items.map((item) => [item.firstName, item.language])).toEqual([['هدى', 'ar']]);

    const detail = await adminCaller().admin.applications.detail({ id: applications.items[0]!.id });
    expect(detail.language).toBe('ar');
    expect((await adminCaller().admin.contacts.detail({ id: contacts.items[0]!.id })).language).toBe('ar');
  });
});

describe('the language column', () => {
  it('refuses a language the site does not have, whatever door a row comes through', async () => {
    await expect(
      stack.database.db
        .insertInto('contact_submissions')
        .values({ first_name: 'A', last_name: 'B', email: uniqueEmail('bad-language'), message: 'm', language: 'fr' })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });
});
