import { describe, expect, it } from 'vitest';
import { INVALID_APPLICANT_LINK } from '../../server/applicants/applicant-sign-in';
import {
  ALREADY_CLOSED,
  ALREADY_ENROLLED,
  ALREADY_WITHDRAWN,
  APPLICATION_NOT_FOUND,
} from '../../server/applicants/withdraw-application';
import { uploadMessages } from '../../server/documents/upload-messages';
import { describeWait } from '../../server/security/rate-limiters';
import { tooManyAttempts } from '../../server/security/sign-in-throttle';
import { APPLICANT_SIGN_IN_REQUIRED } from '../../server/trpc/init';
import { subjectEmailSchema } from '../../core/privacy/subject';
import {
  DOCUMENT_EMPTY,
  DOCUMENT_IMAGE_TOO_LARGE,
  DOCUMENT_IMAGE_UNREADABLE,
  DOCUMENT_PDF_ACTIVE,
  DOCUMENT_PDF_PASSWORD,
  DOCUMENT_PDF_UNCHECKED,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_REFUSED,
} from '../../domain/document-types';
import { acceptanceMessages } from '../../domain/acceptance';
import { arrivalMessages } from '../../domain/enrolment';
import { serverWordsIn } from '../../web/src/features/applicant/applicant-errors';

/**
 * The contract between the server's refusals to an applicant (English, in server/ and domain/)
 * and the Arabic space (web/src/features/applicant/applicant-errors.ts), which knows them by
 * their English words: a refusal the server words anew must get its Arabic too, or the Arabic
 * screen says its generic failure instead.
 */
describe("the server's words to an applicant, in Arabic", () => {
  const invalidEmail = subjectEmailSchema.safeParse('not an address').error?.issues[0]?.message ?? '';
  // An internal error's words (GENERIC_ERROR) are never shown: the screen says its own failure.
  const refusals = [
    INVALID_APPLICANT_LINK,
    APPLICANT_SIGN_IN_REQUIRED,
    invalidEmail,
    APPLICATION_NOT_FOUND,
    ALREADY_WITHDRAWN,
    ALREADY_CLOSED,
    ALREADY_ENROLLED,
    ...Object.values(uploadMessages),
    DOCUMENT_TYPE_REFUSED,
    DOCUMENT_TOO_LARGE,
    DOCUMENT_IMAGE_UNREADABLE,
    DOCUMENT_IMAGE_TOO_LARGE,
    DOCUMENT_EMPTY,
    DOCUMENT_PDF_ACTIVE,
    DOCUMENT_PDF_PASSWORD,
    DOCUMENT_PDF_UNCHECKED,
    'This request must come from the academy website.',
    ...Object.values(acceptanceMessages),
    ...Object.values(arrivalMessages),
  ];

  it('has Arabic for every refusal the applicant space can meet', () => {
    expect(invalidEmail).not.toBe('');
    for (const english of refusals) {
      const arabic = serverWordsIn(english, 'ar');
      expect({ english, arabic: arabic !== null && /[\u0600-\u06FF]/.test(arabic) }).toEqual({ english, arabic: true });
    }
  });

  it('says every wait of the rate limits in Arabic, with its number', () => {
    for (const seconds of [1, 2, 3, 11, 59, 60, 61, 120, 600, 900, 3600, 3601, 7200, 40_000, 86_400]) {
      const english = tooManyAttempts(describeWait(seconds));
      const arabic = serverWordsIn(english, 'ar');
      expect({ english, arabic }).toEqual({ english, arabic: expect.stringMatching(/^محاولات كثيرة جدًا/) });
    }
  });
});
