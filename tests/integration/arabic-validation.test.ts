import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/start-server';
import { applicationInput } from '../support/form-inputs';
import { postMutation, startTestServer } from '../support/running-stack';
import { testDb, uniqueRedisPrefix } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';

/**
 * A form sent from an Arabic page says so (`language: 'ar'`): the server then refuses it with the
 * Arabic message of the first failing field (docs/spec.md §5), and one sent without a language
 * gets the spec's English, as before. The real tRPC procedures, over HTTP.
 */
const db = testDb();
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ redisPrefix: uniqueRedisPrefix('arabic-validation') });
});
afterAll(() => server.close());

function contact(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Amira',
    lastName: 'Khan',
    email,
    phone: '',
    programmeInterest: '',
    message: 'Hello',
    ...overrides,
  };
}

async function contactRows(email: string) {
  return db.selectFrom('contact_submissions').selectAll().where('email', '=', email).execute();
}

async function applicationRows(email: string) {
  return db.selectFrom('applications').selectAll().where('email', '=', email).execute();
}

// [field, value, English message, Arabic message]
const CONTACT_CASES: Array<[string, unknown, string, string]> = [
  ['firstName', '', 'First name is required', 'الاسم الأول مطلوب'],
  ['lastName', 'a'.repeat(101), 'Last name must be less than 100 characters', 'يجب ألا يتجاوز اسم العائلة 100 حرف'],
  ['email', 'not-an-address', 'Invalid email address', 'عنوان البريد الإلكتروني غير صالح'],
  ['phone', '1'.repeat(21), 'Phone number must be less than 20 characters', 'يجب ألا يتجاوز رقم الهاتف 20 رمزًا'],
  [
    'programmeInterest',
    'a'.repeat(101),
    'Programme interest must be less than 100 characters',
    'يجب ألا يتجاوز اسم البرنامج الذي يهمّك 100 حرف',
  ],
  ['message', '   ', 'Message is required', 'الرسالة مطلوبة'],
  ['message', 'x'.repeat(5001), 'Message must be less than 5000 characters', 'يجب ألا تتجاوز الرسالة 5000 حرف'],
];

const APPLICATION_CASES: Array<[string, unknown, string, string]> = [
  ['lastName', '', 'Last name is required', 'اسم العائلة مطلوب'],
  ['dateOfBirth', '', 'Date of birth is required', 'تاريخ الميلاد مطلوب'],
  [
    'dateOfBirth',
    '0000-01-01',
    'Date of birth must be on or after 1 January 1900',
    'يجب أن يكون تاريخ الميلاد في 1 يناير 1900 أو بعده',
  ],
  ['nationality', '', 'Nationality is required', 'الجنسية مطلوبة'],
  [
    'email',
    `${'a'.repeat(244)}@example.com`,
    'Email must be less than 255 characters',
    'يجب ألا يتجاوز عنوان البريد الإلكتروني 255 حرفًا',
  ],
  ['phone', '', 'Phone number is required', 'رقم الهاتف مطلوب'],
  ['address', 'a'.repeat(256), 'Address must be less than 255 characters', 'يجب ألا يتجاوز العنوان 255 حرفًا'],
  ['city', '', 'City is required', 'المدينة مطلوبة'],
  ['postalCode', '', 'Postal code is required', 'الرمز البريدي مطلوب'],
  ['country', 'a'.repeat(101), 'Country must be less than 100 characters', 'يجب ألا يتجاوز اسم البلد 100 حرف'],
  ['programme', 'astrology', 'Programme selection is required', 'اختيار البرنامج مطلوب'],
  ['startDate', '', 'Start date is required', 'موعد بدء الدراسة مطلوب'],
  [
    'previousInstitution',
    'a'.repeat(256),
    'Institution name must be less than 255 characters',
    'يجب ألا يتجاوز اسم المؤسسة التعليمية 255 حرفًا',
  ],
  [
    'qualifications',
    'a'.repeat(2001),
    'Qualifications must be less than 2000 characters',
    'يجب ألا تتجاوز المؤهلات 2000 حرف',
  ],
  [
    'englishLevel',
    'fluent-ish',
    'Please choose an English level from the list',
    'يُرجى اختيار مستوى اللغة الإنجليزية من القائمة',
  ],
  [
    'motivation',
    'a'.repeat(2001),
    'Motivation must be less than 2000 characters',
    'يجب ألا تتجاوز دوافعك للدراسة 2000 حرف',
  ],
];

describe('submissions.contact in the page’s language', () => {
  it.each(CONTACT_CASES)(
    'refuses %s = %j in Arabic from an Arabic page, in English otherwise',
    async (field, value, english, arabic) => {
      const email = uniqueEmail('ar-contact');
      const fromArabic = await postMutation(
        server.url,
        'submissions.contact',
        contact(email, { [field]: value, language: 'ar' }),
      );
      expect(fromArabic.status).toBe(400);
      expect(fromArabic.body.error.message).toBe(arabic);

      const withoutLanguage = await postMutation(server.url, 'submissions.contact', contact(email, { [field]: value }));
      expect(withoutLanguage.status).toBe(400);
      expect(withoutLanguage.body.error.message).toBe(english);

      const fromEnglish = await postMutation(
        server.url,
        'submissions.contact',
        contact(email, { [field]: value, language: 'en' }),
      );
      expect(fromEnglish.body.error.message).toBe(english);
      expect(await contactRows(email)).toHaveLength(0);
    },
  );

  it('gives the first failing field in form order, in Arabic', async () => {
    const { status, body } = await postMutation(server.url, 'submissions.contact', { language: 'ar', message: '' });
    expect(status).toBe(400);
    expect(body.error.message).toBe('الاسم الأول مطلوب');
  });

  it('accepts names in Arabic script, counts characters not bytes, and stores the enquiry with its language', async () => {
    const email = uniqueEmail('ar-contact-ok');
    const tooLong = await postMutation(
      server.url,
      'submissions.contact',
      contact(email, { firstName: 'م'.repeat(101), language: 'ar' }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe('يجب ألا يتجاوز الاسم الأول 100 حرف');

    const sent = await postMutation(
      server.url,
      'submissions.contact',
      contact(email, {
        firstName: ' أمينة ',
        lastName: 'م'.repeat(100),
        message: 'أود زيارة الحرم الدراسي.',
        language: 'ar',
      }),
    );
    expect(sent.status).toBe(200);
    const [row] = await contactRows(email);
    expect(row).toMatchObject({
      first_name: 'أمينة',
      last_name: 'م'.repeat(100),
      message: 'أود زيارة الحرم الدراسي.',
      language: 'ar',
    });
  });
});

describe('submissions.application in the page’s language', () => {
  it.each(APPLICATION_CASES)(
    'refuses %s = %j in Arabic from an Arabic page, in English otherwise',
    async (field, value, english, arabic) => {
      const email = uniqueEmail('ar-application');
      const fromArabic = await postMutation(
        server.url,
        'submissions.application',
        applicationInput({ email, [field]: value, language: 'ar' }),
      );
      expect(fromArabic.status).toBe(400);
      expect(fromArabic.body.error.message).toBe(arabic);

      const withoutLanguage = await postMutation(
        server.url,
        'submissions.application',
        applicationInput({ email, [field]: value }),
      );
      expect(withoutLanguage.status).toBe(400);
      expect(withoutLanguage.body.error.message).toBe(english);
      expect(await applicationRows(email)).toHaveLength(0);
    },
  );

  it('gives the first failing field of an empty Arabic form: the programme, which comes first', async () => {
    const { status, body } = await postMutation(server.url, 'submissions.application', { language: 'ar' });
    expect(status).toBe(400);
    expect(body.error.message).toBe('اختيار البرنامج مطلوب');
  });

  it('stores an application sent from an Arabic page with its language and Arabic-script answers', async () => {
    const email = uniqueEmail('ar-application-ok');
    const { status } = await postMutation(
      server.url,
      'submissions.application',
      applicationInput({
        email,
        firstName: 'يوسف',
        lastName: 'الحربي',
        nationality: 'سعودية',
        city: 'الرياض',
        language: 'ar',
      }),
    );
    expect(status).toBe(200);
    const [row] = await applicationRows(email);
    expect(row).toMatchObject({
      first_name: 'يوسف',
      last_name: 'الحربي',
      nationality: 'سعودية',
      city: 'الرياض',
      language: 'ar',
    });
  });

  it('refuses a language the site does not have with a 400, never a 5xx', async () => {
    for (const language of ['fr', 'AR', null, ['ar'], { ar: 1 }, 42]) {
      const email = uniqueEmail('odd-language');
      const { status, body } = await postMutation(
        server.url,
        'submissions.application',
        applicationInput({ email, language }),
      );
      expect(status).toBe(400);
      expect(typeof body.error.message).toBe('string');
      expect(await applicationRows(email)).toHaveLength(0);
    }
  });
});

describe('the rate limit in the page’s language', () => {
  it('says how long to wait in Arabic to an Arabic page, and in the spec’s English otherwise', async () => {
    const limited = await startTestServer({
      redisPrefix: uniqueRedisPrefix('ar-limit'),
      env: { SUBMIT_LIMIT_PER_MINUTE: '1' },
    });
    try {
      const email = uniqueEmail('ar-limit');
      expect((await postMutation(limited.url, 'submissions.contact', contact(email, { language: 'ar' }))).status).toBe(
        200,
      );
      const arabic = await postMutation(limited.url, 'submissions.contact', contact(email, { language: 'ar' }));
      expect(arabic.status).toBe(429);
      expect(arabic.body.error.message).toMatch(
        /^لقد أرسلت عدة نماذج خلال وقت قصير\. يُرجى الانتظار .+ ثم المحاولة مرة أخرى\.$/,
      );
      expect(arabic.body.error.message).not.toMatch(/[\u0660-\u0669]/);
      expect(arabic.headers.get('retry-after')).toMatch(/^\d+$/);
      const english = await postMutation(limited.url, 'submissions.contact', contact(email));
      expect(english.status).toBe(429);
      expect(english.body.error.message).toMatch(
        /^You have sent several forms in a short time\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
      );
      expect(await contactRows(email)).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});

describe('rateLimitMessage', () => {
  it('uses the Arabic plural forms, with Western digits', async () => {
    const { rateLimitMessage } = await import('../../server/submissions/submissions-router');
    const wait = (seconds: number) => rateLimitMessage('ar', seconds).replace(/^.*الانتظار (.+) ثم .*$/, '$1');
    expect([1, 2, 5, 30, 59].map(wait)).toEqual(['ثانية واحدة', 'ثانيتين', '5 ثوانٍ', '30 ثانية', '59 ثانية']);
    expect([60, 120, 600, 900].map(wait)).toEqual(['دقيقة واحدة', 'دقيقتين', '10 دقائق', '15 دقيقة']);
    expect(rateLimitMessage('en', 30)).toBe(
      'You have sent several forms in a short time. Please wait 30 seconds and try again.',
    );
    expect(rateLimitMessage('en', 61)).toBe(
      'You have sent several forms in a short time. Please wait 2 minutes and try again.',
    );
  });
});
