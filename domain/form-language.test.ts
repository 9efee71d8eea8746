import { describe, expect, it } from 'vitest';
import { applicationFormSchema, applicationFormSchemaFor } from './application-form';
import { applicationDraftSchema } from './application-draft';
import { firstIssueMessage } from './auth-form';
import { contactFormSchema, contactFormSchemaFor } from './contact-form';
import { emailFieldFor, submissionLocale } from './fields';
import type { Locale } from './locale';
import { checkTheForm, CHECK_THE_FORM, genericError, GENERIC_ERROR } from './messages';

const contact = {
  firstName: 'Amira',
  lastName: 'Khan',
  email: 'amira@example.com',
  phone: '029 2018 0456',
  programmeInterest: 'A-Level Courses',
  message: 'I would like to know more about A-Levels.',
};

const application = {
  firstName: 'Jonas',
  lastName: 'Berg',
  dateOfBirth: '2008-04-17',
  nationality: 'Norwegian',
  email: 'jonas@example.com',
  phone: '+47 400 00 000',
  address: '1 Example Street',
  city: 'Bergen',
  postalCode: '5003',
  country: 'Norway',
  programme: 'alevel',
  startDate: '2026-09-01',
  previousInstitution: '',
  qualifications: '',
  englishLevel: '',
  motivation: '',
};

function contactMessage(locale: Locale, input: Record<string, unknown>) {
  const result = contactFormSchemaFor(locale).safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

function applicationMessage(locale: Locale, input: Record<string, unknown>) {
  const result = applicationFormSchemaFor(locale).safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

/** Arabic-Indic and Eastern Arabic-Indic digits: the Arabic messages write digits as 0-9. */
const NON_WESTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

// docs/spec.md §5, contact form: [field, value, English message, Arabic message].
const CONTACT_RULES: Array<[string, unknown, string, string]> = [
  ['firstName', '', 'First name is required', 'الاسم الأول مطلوب'],
  ['firstName', '   ', 'First name is required', 'الاسم الأول مطلوب'],
  ['firstName', undefined, 'First name is required', 'الاسم الأول مطلوب'],
  ['firstName', 'a'.repeat(101), 'First name must be less than 100 characters', 'يجب ألا يتجاوز الاسم الأول 100 حرف'],
  ['lastName', '', 'Last name is required', 'اسم العائلة مطلوب'],
  ['lastName', 'a'.repeat(101), 'Last name must be less than 100 characters', 'يجب ألا يتجاوز اسم العائلة 100 حرف'],
  ['email', '', 'Invalid email address', 'عنوان البريد الإلكتروني غير صالح'],
  ['email', 'not-an-address', 'Invalid email address', 'عنوان البريد الإلكتروني غير صالح'],
  [
    'email',
    `${'a'.repeat(244)}@example.com`,
    'Email must be less than 255 characters',
    'يجب ألا يتجاوز عنوان البريد الإلكتروني 255 حرفًا',
  ],
  ['phone', '1'.repeat(21), 'Phone number must be less than 20 characters', 'يجب ألا يتجاوز رقم الهاتف 20 رمزًا'],
  [
    'programmeInterest',
    'a'.repeat(101),
    'Programme interest must be less than 100 characters',
    'يجب ألا يتجاوز اسم البرنامج الذي يهمّك 100 حرف',
  ],
  ['message', '', 'Message is required', 'الرسالة مطلوبة'],
  ['message', 'a'.repeat(5001), 'Message must be less than 5000 characters', 'يجب ألا تتجاوز الرسالة 5000 حرف'],
];

// docs/spec.md §5, application form (first and last name and e-mail as the contact form's).
const APPLICATION_RULES: Array<[string, unknown, string, string]> = [
  ['firstName', '', 'First name is required', 'الاسم الأول مطلوب'],
  ['firstName', 'a'.repeat(101), 'First name must be less than 100 characters', 'يجب ألا يتجاوز الاسم الأول 100 حرف'],
  ['lastName', '', 'Last name is required', 'اسم العائلة مطلوب'],
  ['lastName', 'a'.repeat(101), 'Last name must be less than 100 characters', 'يجب ألا يتجاوز اسم العائلة 100 حرف'],
  ['dateOfBirth', '', 'Date of birth is required', 'تاريخ الميلاد مطلوب'],
  ['dateOfBirth', undefined, 'Date of birth is required', 'تاريخ الميلاد مطلوب'],
  [
    'dateOfBirth',
    '2007-02-30',
    'Date of birth must be a valid date in the past',
    'يجب أن يكون تاريخ الميلاد تاريخًا صحيحًا في الماضي',
  ],
  [
    'dateOfBirth',
    '1899-12-31',
    'Date of birth must be on or after 1 January 1900',
    'يجب أن يكون تاريخ الميلاد في 1 يناير 1900 أو بعده',
  ],
  ['nationality', '', 'Nationality is required', 'الجنسية مطلوبة'],
  ['nationality', 'a'.repeat(101), 'Nationality must be less than 100 characters', 'يجب ألا تتجاوز الجنسية 100 حرف'],
  ['email', 'nope', 'Invalid email address', 'عنوان البريد الإلكتروني غير صالح'],
  [
    'email',
    `${'a'.repeat(244)}@example.com`,
    'Email must be less than 255 characters',
    'يجب ألا يتجاوز عنوان البريد الإلكتروني 255 حرفًا',
  ],
  ['phone', '', 'Phone number is required', 'رقم الهاتف مطلوب'],
  ['phone', '1'.repeat(21), 'Phone number must be less than 20 characters', 'يجب ألا يتجاوز رقم الهاتف 20 رمزًا'],
  ['address', '', 'Address is required', 'العنوان مطلوب'],
  ['address', 'a'.repeat(256), 'Address must be less than 255 characters', 'يجب ألا يتجاوز العنوان 255 حرفًا'],
  ['city', '', 'City is required', 'المدينة مطلوبة'],
  ['city', 'a'.repeat(101), 'City must be less than 100 characters', 'يجب ألا يتجاوز اسم المدينة 100 حرف'],
  ['postalCode', '', 'Postal code is required', 'الرمز البريدي مطلوب'],
  ['postalCode', '1'.repeat(21), 'Postal code must be less than 20 characters', 'يجب ألا يتجاوز الرمز البريدي 20 رمزًا'],
  ['country', '', 'Country is required', 'البلد مطلوب'],
  ['country', 'a'.repeat(101), 'Country must be less than 100 characters', 'يجب ألا يتجاوز اسم البلد 100 حرف'],
  ['programme', '', 'Programme selection is required', 'اختيار البرنامج مطلوب'],
  ['programme', 'astrology', 'Programme selection is required', 'اختيار البرنامج مطلوب'],
  ['startDate', '', 'Start date is required', 'موعد بدء الدراسة مطلوب'],
  ['startDate', 'jan2030', 'Start date is required', 'موعد بدء الدراسة مطلوب'],
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

describe('the contact form in the page’s language (docs/spec.md §5)', () => {
  it.each(CONTACT_RULES)('refuses %s = %j: the spec’s English, or the Arabic', (field, value, english, arabic) => {
    expect(contactMessage('en', { ...contact, [field]: value })).toBe(english);
    expect(contactMessage('ar', { ...contact, [field]: value })).toBe(arabic);
    expect(arabic).not.toMatch(NON_WESTERN_DIGIT);
  });

  it('keeps the English schema the English one', () => {
    expect(contactFormSchemaFor('en')).toBe(contactFormSchema);
    expect(contactFormSchemaFor('ar')).toBe(contactFormSchemaFor('ar'));
    expect(contactFormSchemaFor('ar')).not.toBe(contactFormSchema);
  });

  it('reports the first failing field in form order, in Arabic', () => {
    expect(contactMessage('ar', {})).toBe('الاسم الأول مطلوب');
    expect(contactMessage('ar', { ...contact, email: 'x', message: '' })).toBe('عنوان البريد الإلكتروني غير صالح');
  });
});

describe('the application form in the page’s language (docs/spec.md §5)', () => {
  it.each(APPLICATION_RULES)('refuses %s = %j: the spec’s English, or the Arabic', (field, value, english, arabic) => {
    expect(applicationMessage('en', { ...application, [field]: value })).toBe(english);
    expect(applicationMessage('ar', { ...application, [field]: value })).toBe(arabic);
    expect(arabic).not.toMatch(NON_WESTERN_DIGIT);
  });

  it('keeps the English schema the English one', () => {
    expect(applicationFormSchemaFor('en')).toBe(applicationFormSchema);
  });

  it('accepts the same values in both languages', () => {
    expect(applicationMessage('ar', application)).toBeNull();
    expect(applicationFormSchemaFor('ar').parse(application)).toEqual(applicationFormSchema.parse(application));
    for (const [field, value] of APPLICATION_RULES) {
      const input = { ...application, [field]: value };
      expect(applicationFormSchemaFor('ar').safeParse(input).success).toBe(
        applicationFormSchema.safeParse(input).success,
      );
    }
  });
});

describe('limits count characters, not bytes', () => {
  // 'م' is one character and two bytes in UTF-8: 100 of them are 200 bytes.
  const arabic = (length: number) => 'م'.repeat(length);

  it('accepts a 100-character Arabic first name and refuses 101, in either language', () => {
    expect(new TextEncoder().encode(arabic(100))).toHaveLength(200);
    for (const locale of ['en', 'ar'] as const) {
      expect(contactMessage(locale, { ...contact, firstName: arabic(100) })).toBeNull();
      expect(applicationMessage(locale, { ...application, firstName: arabic(100) })).toBeNull();
    }
    expect(contactMessage('ar', { ...contact, firstName: arabic(101) })).toBe('يجب ألا يتجاوز الاسم الأول 100 حرف');
    expect(applicationMessage('ar', { ...application, firstName: arabic(101) })).toBe(
      'يجب ألا يتجاوز الاسم الأول 100 حرف',
    );
    expect(contactMessage('en', { ...contact, firstName: arabic(101) })).toBe(
      'First name must be less than 100 characters',
    );
  });

  it('counts Arabic text against the other limits the same way', () => {
    expect(applicationMessage('ar', { ...application, address: arabic(255) })).toBeNull();
    expect(applicationMessage('ar', { ...application, address: arabic(256) })).toBe('يجب ألا يتجاوز العنوان 255 حرفًا');
    expect(contactMessage('ar', { ...contact, message: arabic(5000) })).toBeNull();
    expect(contactMessage('ar', { ...contact, message: arabic(5001) })).toBe('يجب ألا تتجاوز الرسالة 5000 حرف');
  });
});

describe('names and places in Arabic script', () => {
  it('accepts and trims them, in both forms and both languages', () => {
    const names = { firstName: ' أمينة ', lastName: 'الخطيب\u00a0' };
    for (const locale of ['en', 'ar'] as const) {
      const sent = contactFormSchemaFor(locale).parse({
        ...contact,
        ...names,
        message: 'أود معرفة المزيد عن برنامج A-Level.',
      });
      expect(sent).toMatchObject({
        firstName: 'أمينة',
        lastName: 'الخطيب',
        message: 'أود معرفة المزيد عن برنامج A-Level.',
      });
      const applied = applicationFormSchemaFor(locale).parse({
        ...application,
        ...names,
        nationality: 'سعودية',
        address: 'شارع الملك فهد 12',
        city: 'الرياض',
        country: 'المملكة العربية السعودية',
      });
      expect(applied).toMatchObject({ firstName: 'أمينة', lastName: 'الخطيب', nationality: 'سعودية', city: 'الرياض' });
    }
  });

  it('keeps names written with diacritics and the tatweel as typed', () => {
    const firstName = 'مُحَمَّد';
    expect(contactFormSchemaFor('ar').parse({ ...contact, firstName }).firstName).toBe(firstName);
    expect(contactFormSchemaFor('ar').parse({ ...contact, lastName: 'العـلي' }).lastName).toBe('العـلي');
  });
});

describe('the language a submission carries', () => {
  it('is English when the form says none, and the page’s language when it does', () => {
    expect(contactFormSchema.parse(contact).language).toBe('en');
    expect(contactFormSchema.parse({ ...contact, language: 'ar' }).language).toBe('ar');
    expect(applicationFormSchemaFor('ar').parse({ ...application, language: 'ar' }).language).toBe('ar');
    expect(applicationFormSchema.parse(application).language).toBe('en');
  });

  it('is one of the site’s languages, or the submission is refused', () => {
    expect(contactFormSchema.safeParse({ ...contact, language: 'fr' }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...contact, language: null }).success).toBe(false);
    expect(applicationFormSchema.safeParse({ ...application, language: ['ar'] }).success).toBe(false);
  });

  it('is read from the raw input before validation: Arabic only when it says exactly "ar"', () => {
    expect(submissionLocale({ language: 'ar' })).toBe('ar');
    expect(submissionLocale({ ...contact, language: 'ar', firstName: 42 })).toBe('ar');
    for (const raw of [
      undefined,
      null,
      'ar',
      ['ar'],
      42,
      {},
      { language: 'AR' },
      { language: 'fr' },
      { language: ['ar'] },
      { language: { ar: true } },
    ]) {
      expect(submissionLocale(raw)).toBe('en');
    }
    expect(submissionLocale(JSON.parse('{"__proto__": {"language": "ar"}}'))).toBe('en');
    expect(submissionLocale(Object.create({ language: 'ar' }))).toBe('en');
  });

  it('is saved with a draft, English when absent', () => {
    expect(applicationDraftSchema.parse({ values: {}, step: 1 }).language).toBe('en');
    expect(applicationDraftSchema.parse({ values: {}, step: 1, language: 'ar' }).language).toBe('ar');
    expect(applicationDraftSchema.safeParse({ values: {}, step: 1, language: 'de' }).success).toBe(false);
  });
});

describe('the messages more than one tier shows', () => {
  it('keep the spec’s English and have Arabic twins', () => {
    expect(GENERIC_ERROR).toBe('An error occurred. Please try again or contact support.');
    expect(genericError('en')).toBe(GENERIC_ERROR);
    expect(genericError('ar')).toBe('حدث خطأ. يُرجى المحاولة مرة أخرى أو التواصل مع فريق الدعم.');
    expect(CHECK_THE_FORM).toBe('Please check the form and try again.');
    expect(checkTheForm('ar')).toBe('يُرجى مراجعة النموذج والمحاولة مرة أخرى.');
  });

  it('check an e-mail address alone in either language (save and finish later)', () => {
    expect(emailFieldFor('ar').safeParse('ami@').error?.issues[0]?.message).toBe('عنوان البريد الإلكتروني غير صالح');
    expect(emailFieldFor('en').safeParse('ami@').error?.issues[0]?.message).toBe('Invalid email address');
  });
});
