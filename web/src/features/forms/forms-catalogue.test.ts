import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { factDifferences } from '@/content/fact-parity';
import { ENGLISH_LEVELS, PROGRAMMES } from '@domain/application-choices';
import { intakeMonthLabel } from '@domain/intakes';
import { applicationDraftMessages } from './application-draft.messages';
import { applicationFormMessages } from './application-form.messages';
import { contactFormMessages } from './contact-form.messages';
import { choiceNames, ENGLISH_LEVEL_NAMES, formMessages, PROGRAMME_NAMES } from './form.messages';
import { firstFieldError, submissionErrorMessage } from './submission-feedback';

type Catalogue = Record<string, unknown>;
const catalogue = (locale: string): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../../../../i18n/messages/forms/${locale}.json`, import.meta.url), 'utf8'),
  ) as Catalogue;
const en = catalogue('en');
const ar = catalogue('ar');
const keys = Object.keys(en).filter((key) => key !== '$schema');

/** Every string a view holds, functions called with a sample. */
function texts(view: unknown): string[] {
  if (typeof view === 'string') return [view];
  if (typeof view === 'function') return texts((view as (sample: string) => unknown)('sample'));
  if (view && typeof view === 'object') return Object.values(view).flatMap(texts);
  return [];
}

describe('the forms catalogue (i18n/messages/forms)', () => {
  it('carries the same facts in both languages: numbers, dates and limits', () => {
    for (const key of keys)
      expect({ key, ...factDifferences(en[key], ar[key]) }).toEqual({ key, onlyEnglish: [], onlyArabic: [] });
  });

  it('writes Arabic digits as 0-9', () => {
    expect(JSON.stringify(ar)).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it('names every choice in English exactly as domain/application-choices.ts does', () => {
    for (const choice of PROGRAMMES) expect(PROGRAMME_NAMES[choice.value]({}, { locale: 'en' })).toBe(choice.label);
    for (const choice of ENGLISH_LEVELS)
      expect(ENGLISH_LEVEL_NAMES[choice.value]({}, { locale: 'en' })).toBe(choice.label);
  });

  it('hands the forms their choices in the choices’ order, keyed by the value each sends', () => {
    for (const locale of ['en', 'ar'] as const) {
      const names = choiceNames(locale);
      expect(Object.keys(names.programme)).toEqual(PROGRAMMES.map((choice) => choice.value));
      expect(Object.keys(names.englishLevel)).toEqual(ENGLISH_LEVELS.map((choice) => choice.value));
      // The contact form stores a programme by its English name, whatever the page's language.
      expect(Object.keys(contactFormMessages(locale).programmes)).toEqual(PROGRAMMES.map((choice) => choice.label));
      // What an island receives survives JSON, in the same order.
      expect(JSON.parse(JSON.stringify(applicationFormMessages(locale)))).toEqual(applicationFormMessages(locale));
    }
    expect(Object.values(contactFormMessages('ar').programmes)).toEqual(Object.values(choiceNames('ar').programme));
  });

  it('names the start dates with Arabic month names and Western digits', () => {
    expect(
      ['2025-09-01', '2026-01-01', '2026-04-01', '2026-09-01'].map((date) => intakeMonthLabel(date, 'ar')),
    ).toEqual(['سبتمبر 2025', 'يناير 2026', 'أبريل 2026', 'سبتمبر 2026']);
  });
});

describe('the forms’ words in each language', () => {
  it('keep the English texts word for word', () => {
    expect(formMessages('en')).toEqual({
      requiredNoteBefore: 'Fields marked',
      requiredNoteAfter: 'are required.',
      honeypotLabel: 'Website',
      genericError: 'An error occurred. Please try again or contact support.',
      checkTheForm: 'Please check the form and try again.',
    });
    expect(contactFormMessages('en')).toEqual({
      form: formMessages('en'),
      labels: {
        firstName: 'First Name',
        lastName: 'Last Name',
        email: 'Email',
        phone: 'Phone',
        programmeInterest: 'Programme of Interest',
        message: 'Message',
      },
      programmePlaceholder: 'Select a programme (optional)',
      programmes: Object.fromEntries(PROGRAMMES.map((choice) => [choice.label, choice.label])),
      notSureYet: 'Not sure yet',
      privacyNotice: {
        beforeLink: 'We use these details only to answer your enquiry. Read our',
        link: 'privacy notice',
        afterLink: 'to see who sees them, how long we keep them and your rights.',
      },
      sending: 'Sending...',
      send: 'Send Message',
    });
    const application = applicationFormMessages('en');
    expect(application.sections).toEqual({
      personal: 'Personal Information',
      contact: 'Contact Information',
      programme: 'Programme Selection',
      education: 'Educational Background',
      additional: 'Additional Information',
    });
    expect(application.labels).toMatchObject({
      dateOfBirth: 'Date of Birth',
      postalCode: 'Postal Code',
      startDate: 'Start Date',
      englishLevel: 'English Level',
    });
    expect([application.submit, application.submitting, application.saveForLater, application.savingForLater]).toEqual([
      'Submit Application',
      'Submitting...',
      'Save and finish later',
      'Saving...',
    ]);
    expect(application.privacyNotice.beforeLink).toBe(
      'We use these details only to consider your application and keep you informed about it. Read our',
    );
    expect(application.form).toEqual(formMessages('en'));
    const draft = applicationDraftMessages('en');
    expect(draft.linkSent('ami@example.com')).toBe(
      'Your answers are saved. We have e-mailed you a link at ami@example.com: open it to continue where you stopped. It works once, within 10 minutes; after that, ask for a new one in your application space.',
    );
    expect(draft.resumed('Contact Information')).toBe(
      'Welcome back. Your answers are in place: carry on from Contact Information.',
    );
    expect(draft.savedAt('14:05')).toBe('Saved at 14:05');
  });

  it('have an Arabic text for every English one', () => {
    const views = [formMessages, contactFormMessages, applicationFormMessages, applicationDraftMessages];
    for (const view of views) {
      const english = texts(view('en'));
      const arabic = texts(view('ar'));
      expect(arabic).toHaveLength(english.length);
      for (const text of arabic) {
        expect(text).toMatch(/[\u0600-\u06FF]/);
        expect(english).not.toContain(text);
      }
    }
  });
});

describe('the notices the forms write themselves, in the page’s language', () => {
  it('fall back to the general messages in Arabic on an Arabic page', () => {
    const arabic = formMessages('ar');
    const english = formMessages('en');
    expect(submissionErrorMessage(new TypeError('Failed to fetch'), arabic.genericError)).toBe(
      'حدث خطأ. يُرجى المحاولة مرة أخرى أو التواصل مع فريق الدعم.',
    );
    expect(submissionErrorMessage(new TypeError('Failed to fetch'), english.genericError)).toBe(
      'An error occurred. Please try again or contact support.',
    );
    expect(firstFieldError({}, ['firstName'], arabic.checkTheForm)).toBe('يُرجى مراجعة النموذج والمحاولة مرة أخرى.');
    expect(firstFieldError({}, ['firstName'], english.checkTheForm)).toBe('Please check the form and try again.');
  });
});
