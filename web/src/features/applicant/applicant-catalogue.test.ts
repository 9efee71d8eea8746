import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { factDifferences } from '@/content/fact-parity';
import { PROGRAMMES } from '@domain/application-choices';
import { DOCUMENT_ITEMS } from '@domain/document-checklist';
import { site } from '@domain/site';
import { applicantMessages } from './applicant.messages';
import { documentItemWords, formatDay, formatSize, programmeName, startDateName } from './applicant-words';

type Catalogue = Record<string, unknown>;
const catalogue = (namespace: string, locale: string): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../../../../i18n/messages/${namespace}/${locale}.json`, import.meta.url), 'utf8'),
  ) as Catalogue;
const en = catalogue('applicant', 'en');
const ar = catalogue('applicant', 'ar');
const keys = Object.keys(en).filter((key) => key !== '$schema');

/** Every string a view holds, functions called with a sample. */
function texts(view: unknown): string[] {
  if (typeof view === 'string') return [view];
  if (typeof view === 'function') return texts((view as (...samples: string[]) => unknown)('sample', 'sample'));
  if (view && typeof view === 'object') return Object.values(view).flatMap(texts);
  return [];
}

describe('the applicant catalogue (i18n/messages/applicant)', () => {
  it('carries the same facts in both languages: sizes, minutes, addresses', () => {
    for (const key of keys)
      expect({ key, ...factDifferences(en[key], ar[key]) }).toEqual({ key, onlyEnglish: [], onlyArabic: [] });
  });

  it('writes Arabic digits as 0-9', () => {
    expect(JSON.stringify(ar)).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it('names each programme and document in English exactly as the server does (domain/)', () => {
    for (const choice of PROGRAMMES) expect(programmeName(choice.label, 'en')).toBe(choice.label);
    for (const item of DOCUMENT_ITEMS)
      expect(documentItemWords(item, 'en')).toEqual({ label: item.label, hint: item.hint });
  });

  it('names each programme in Arabic as the Arabic application form does', () => {
    const forms = catalogue('forms', 'ar');
    for (const choice of PROGRAMMES)
      expect(programmeName(choice.label, 'ar')).toBe(forms[`forms_programme_${choice.value}`]);
  });
});

describe("the applicant space's words", () => {
  it('keep the English texts word for word', () => {
    const english = applicantMessages('en');
    expect(english.signIn).toEqual({
      title: 'Your application space',
      subtitle: 'See where your application stands. We e-mail you a link to sign in: there is no password.',
      emailLabel: 'The e-mail address you applied with',
      submit: 'E-mail me a sign-in link',
      sending: 'Sending...',
      done: 'If we have an application from this address, a sign-in link is on its way. Please check your email: the link works once, for 10 minutes.',
      noApplicationYet: 'Not applied yet?',
      applyLink: 'Start an application',
    });
    expect(english.space.signedInAs('a@mail.example')).toBe('Signed in as a@mail.example');
    expect(english.space.startDate('September 2026')).toBe('Starting September 2026');
    expect(english.withdraw.which('Foundation Programme', 'September 2026')).toBe(
      'This withdraws your application for Foundation Programme, starting September 2026, and tells our admissions team.',
    );
    expect(english.withdraw.cannotUndo(site.admissionsEmail)).toBe(
      `You cannot undo this from here. If you change your mind, please e-mail ${site.admissionsEmail}.`,
    );
    expect(english.documents.intro).toBe(
      'Send each document as a PDF, JPEG or PNG file of up to 10 MB. A clear photo taken with your phone is fine.',
    );
    expect(english.documents.states).toEqual({
      missing: 'Missing',
      scanning: 'Checking the file…',
      uploaded: 'Received',
      accepted: 'Accepted',
      rejected: 'Not accepted',
      refused: 'Could not be accepted',
    });
    expect(english.documents.sent(42)).toBe('42% sent');
    expect(english.documents.stateOf('Photo')).toBe('Photo: ');
    expect(english.draft.lastSaved('today')).toBe('You have not sent it yet. Last saved today.');
  });

  it('are all Arabic on the Arabic screens, with the same facts', () => {
    const arabic = applicantMessages('ar');
    // All but "{item}: ", which only puts the item's (Arabic) name before its state.
    for (const text of texts(arabic).filter((text) => text !== 'sample: ')) expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.documents.intro).toBe(
      'أرسل كل مستند في ملف بصيغة PDF أو JPEG أو PNG لا يزيد حجمه على 10 ميغابايت. وتكفي صورة واضحة تلتقطها بهاتفك.',
    );
    expect(arabic.signIn.done).toContain('10 دقائق');
    expect(arabic.withdraw.cannotUndo(site.admissionsEmail)).toContain(site.admissionsEmail);
    expect(factDifferences(texts(applicantMessages('en')), texts(arabic))).toEqual({ onlyEnglish: [], onlyArabic: [] });
  });
});

describe('the facts of an application in the Arabic space', () => {
  it('names the programmes and documents in Arabic, keeping the names applicants know in Latin script', () => {
    expect(programmeName('A-Level Courses', 'ar')).toBe('برنامج A-Level');
    expect(programmeName('Pre-Masters Programme', 'ar')).toContain('Pre-Masters');
    expect(programmeName('Some Future Programme', 'ar')).toBe('Some Future Programme');
    for (const item of DOCUMENT_ITEMS) {
      const words = documentItemWords(item, 'ar');
      expect(words.label).toMatch(/[\u0600-\u06FF]/);
      expect(words.hint).toMatch(/[\u0600-\u06FF]/);
    }
    expect(documentItemWords({ key: 'english_certificate', label: '', hint: '' }, 'ar').hint).toContain('IELTS');
    expect(documentItemWords({ key: 'unknown', label: 'Visa', hint: 'Your visa.' }, 'ar')).toEqual({
      label: 'Visa',
      hint: 'Your visa.',
    });
  });

  it('gives start dates and days Arabic month names, Gregorian, in Western digits; English as before', () => {
    expect(['2025-09-01', '2026-01-01', '2026-04-01', '2026-09-01'].map((date) => startDateName(date, 'ar'))).toEqual([
      'سبتمبر 2025',
      'يناير 2026',
      'أبريل 2026',
      'سبتمبر 2026',
    ]);
    expect(startDateName('2026-09-01', 'en')).toBe('September 2026');
    expect(startDateName('Whenever', 'ar')).toBe('Whenever');
    const day = '2026-03-14T12:00:00.000Z';
    expect(formatDay(day, 'en')).toBe('14 March 2026');
    expect(formatDay(day, 'ar')).toBe('14 مارس 2026');
  });

  it('gives file sizes in Western digits with the unit as a word in Arabic', () => {
    expect(formatSize(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
    expect(formatSize(300 * 1024, 'en')).toBe('300 kB');
    expect(formatSize(1.25 * 1024 * 1024, 'ar')).toBe('1.3 ميغابايت');
    expect(formatSize(300 * 1024, 'ar')).toMatch(/^300 /);
  });
});
