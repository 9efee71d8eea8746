import { describe, expect, it } from 'vitest';
import {
  APPLICANT_STATUS_WORDS,
  APPLICANT_STATUS_WORDS_AR,
  STATUS_EMAIL_STATES,
  applicantStatusWords,
} from './applicant-status';
import { APPLICATION_STATUS_VALUES } from './application-status';
import { locales } from './locale';

describe("each status in the applicant's words", () => {
  it('is English unless told, as before', () => {
    expect(applicantStatusWords('submitted')).toEqual({
      label: 'Received',
      meaning: 'We have your application and will start reviewing it soon.',
    });
    expect(applicantStatusWords('under_review', 'en').label).toBe('Under review');
  });

  it('says the offer was e-mailed only once it was sent, and that the letter is in the space, in both languages', () => {
    expect(applicantStatusWords('offer', 'en', 'sent').meaning).toBe(
      'We have offered you a place. We have e-mailed you about it, and your offer letter is in your letters below.',
    );
    expect(applicantStatusWords('offer', 'en', 'sending').meaning).toBe(
      'We have offered you a place. We are e-mailing you about it, and your offer letter is in your letters below.',
    );
    expect(applicantStatusWords('offer', 'en', 'none').meaning).toBe(
      'We have offered you a place. Your offer letter is in your letters below.',
    );
    expect(applicantStatusWords('offer').meaning).toBe(applicantStatusWords('offer', 'en', 'none').meaning);
    expect(applicantStatusWords('offer', 'ar', 'sent').meaning).toContain('وأرسلنا إليك رسالة');
    expect(applicantStatusWords('offer', 'ar', 'sending').meaning).toContain('ونرسل إليك رسالة');
    expect(applicantStatusWords('offer', 'ar', 'none').meaning).toBe(
      'لقد عرضنا عليك مقعدًا لدينا، وخطاب العرض ضمن خطاباتك أدناه.',
    );
    for (const locale of locales) {
      const meanings = STATUS_EMAIL_STATES.map((email) => applicantStatusWords('offer', locale, email).meaning);
      expect(new Set(meanings).size, locale).toBe(STATUS_EMAIL_STATES.length);
    }
  });

  it('has Arabic for every status and every state of its e-mail, in Arabic script with no digits of another script', () => {
    for (const status of APPLICATION_STATUS_VALUES) {
      for (const email of STATUS_EMAIL_STATES) {
        const words = applicantStatusWords(status, 'ar', email);
        expect(words.label).toBe(APPLICANT_STATUS_WORDS_AR[status].label);
        expect(words.label).toMatch(/[\u0600-\u06FF]/);
        expect(words.meaning).toMatch(/[\u0600-\u06FF]/);
        expect(`${words.label}${words.meaning}`).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
      }
      // A meaning that depends on the e-mail in one language depends on it in the other.
      expect(typeof APPLICANT_STATUS_WORDS_AR[status].meaning, status).toBe(
        typeof APPLICANT_STATUS_WORDS[status].meaning,
      );
    }
    expect(Object.keys(APPLICANT_STATUS_WORDS_AR).sort()).toEqual(Object.keys(APPLICANT_STATUS_WORDS).sort());
  });

  it('names an unknown status as it is, in either language, prototype names included', () => {
    expect(applicantStatusWords('archived', 'ar')).toEqual({ label: 'archived', meaning: '' });
    expect(applicantStatusWords('constructor')).toEqual({ label: 'constructor', meaning: '' });
  });
});
