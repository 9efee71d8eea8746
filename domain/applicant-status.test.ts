import { describe, expect, it } from 'vitest';
import { APPLICANT_STATUS_WORDS, APPLICANT_STATUS_WORDS_AR, applicantStatusWords } from './applicant-status';
import { APPLICATION_STATUS_VALUES } from './application-status';

describe("each status in the applicant's words", () => {
  it('is English unless told, as before', () => {
    expect(applicantStatusWords('submitted')).toEqual({ label: 'Received', meaning: 'We have your application and will start reviewing it soon.' });
    expect(applicantStatusWords('under_review', 'en').label).toBe('Under review');
  });

  it('has Arabic for every status, in Arabic script with no digits of another script', () => {
    for (const status of APPLICATION_STATUS_VALUES) {
      const words = applicantStatusWords(status, 'ar');
      expect(words).toBe(APPLICANT_STATUS_WORDS_AR[status]);
      expect(words.label).toMatch(/[\u0600-\u06FF]/);
      expect(words.meaning).toMatch(/[\u0600-\u06FF]/);
      expect(`${words.label}${words.meaning}`).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
    expect(Object.keys(APPLICANT_STATUS_WORDS_AR).sort()).toEqual(Object.keys(APPLICANT_STATUS_WORDS).sort());
  });

  it('names an unknown status as it is, in either language, prototype names included', () => {
    expect(applicantStatusWords('archived', 'ar')).toEqual({ label: 'archived', meaning: '' });
    expect(applicantStatusWords('constructor')).toEqual({ label: 'constructor', meaning: '' });
  });
});
