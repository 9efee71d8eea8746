import { m } from '@i18n/messages';
import { errorMessage } from '@/lib/trpc-error';
import { MAX_APPLICATION_DOCUMENT_BYTES, MAX_DOCUMENT_BYTES } from '@domain/document-types';
import type { Locale } from '@domain/locale';
import { documentTypeList } from './applicant.messages';

type Say = (locale: Locale) => string;

const MB = 1024 * 1024;

/**
 * What the server may say to an applicant (its refusals, in English: server/applicants,
 * server/documents, domain/document-types.ts, the rate limits), each as a catalogue message. The
 * English catalogue holds the server's words exactly (tests/unit/applicant-server-words.test.ts
 * checks them), so the English text is the key to the Arabic one.
 */
const SERVER_WORDS: readonly Say[] = [
  (locale) => m.applicant_error_invalid_link({}, { locale }),
  (locale) => m.applicant_error_sign_in_required({}, { locale }),
  (locale) => m.applicant_error_invalid_email({}, { locale }),
  (locale) => m.applicant_error_wrong_origin({}, { locale }),
  (locale) => m.applicant_error_application_not_found({}, { locale }),
  (locale) => m.applicant_error_already_withdrawn({}, { locale }),
  (locale) => m.applicant_error_already_closed({}, { locale }),
  (locale) => m.applicant_error_already_enrolled({}, { locale }),
  (locale) => m.applicant_error_document_not_found({}, { locale }),
  (locale) => m.applicant_error_application_closed({}, { locale }),
  (locale) => m.applicant_error_already_accepted({}, { locale }),
  (locale) => m.applicant_error_application_full({ totalMb: MAX_APPLICATION_DOCUMENT_BYTES / MB }, { locale }),
  (locale) => m.applicant_error_not_multipart({}, { locale }),
  (locale) => m.applicant_error_unreadable({}, { locale }),
  (locale) => m.applicant_error_one_file({}, { locale }),
  (locale) => m.applicant_error_no_file({}, { locale }),
  (locale) => m.applicant_error_not_saved({}, { locale }),
  (locale) => m.applicant_error_file_type({ types: documentTypeList(locale) }, { locale }),
  (locale) => m.applicant_error_file_too_large({ maxMb: MAX_DOCUMENT_BYTES / MB }, { locale }),
  (locale) => m.applicant_error_image_unreadable({}, { locale }),
  (locale) => m.applicant_error_image_too_large({}, { locale }),
  (locale) => m.applicant_error_file_empty({}, { locale }),
  (locale) => m.applicant_error_pdf_active({}, { locale }),
  (locale) => m.applicant_error_pdf_password({}, { locale }),
  (locale) => m.applicant_error_pdf_unchecked({}, { locale }),
  (locale) => m.applicant_error_acceptance_name_needed({}, { locale }),
  (locale) => m.applicant_error_acceptance_name_too_long({}, { locale }),
  (locale) => m.applicant_error_acceptance_read_needed({}, { locale }),
  (locale) => m.applicant_error_acceptance_visa_needed({}, { locale }),
  (locale) => m.applicant_error_acceptance_guardian_needed({}, { locale }),
  (locale) => m.applicant_error_acceptance_guardian_email({}, { locale }),
  (locale) => m.applicant_error_acceptance_guardian_not_self({}, { locale }),
  (locale) => m.applicant_error_acceptance_reason_too_long({}, { locale }),
  (locale) => m.applicant_error_acceptance_not_an_offer({}, { locale }),
  (locale) => m.applicant_error_acceptance_already_accepted({}, { locale }),
  (locale) => m.applicant_error_acceptance_letter_not_ready({}, { locale }),
  (locale) => m.applicant_error_acceptance_link_invalid({}, { locale }),
  (locale) => m.applicant_error_acceptance_already_confirmed({}, { locale }),
  (locale) => m.applicant_error_arrival_flight_number({}, { locale }),
  (locale) => m.applicant_error_arrival_date({}, { locale }),
  (locale) => m.applicant_error_arrival_date_past({}, { locale }),
  (locale) => m.applicant_error_arrival_date_window({}, { locale }),
  (locale) => m.applicant_error_arrival_time({}, { locale }),
  (locale) => m.applicant_error_arrival_pick_up({}, { locale }),
  (locale) => m.applicant_error_arrival_accommodation({}, { locale }),
  (locale) => m.applicant_error_arrival_not_enrolled({}, { locale }),
];

/** The rate limits' words (server/security/sign-in-throttle.ts with rate-limiters.ts `describeWait`). */
const TOO_MANY = /^Too many attempts\. Please wait (\d+) (second|minute|hour)s? and try again\.$/;
const WAIT_UNITS = { second: 'seconds', minute: 'minutes', hour: 'hours' } as const;

let byEnglish: Map<string, Say> | null = null;

/** Arabic letters: a procedure that takes the page's language (the interviews') answers in Arabic already. */
const ARABIC = /[\u0600-\u06FF]/;

/**
 * A message of the server in the given language: as it is in English, or when it is Arabic
 * already; in Arabic, the catalogue's Arabic for it, or null when the server said something this
 * list does not know.
 */
export function serverWordsIn(message: string, locale: Locale): string | null {
  if (locale === 'en') return message;
  if (ARABIC.test(message)) return message;
  byEnglish ??= new Map(SERVER_WORDS.map((say) => [say('en'), say]));
  const known = byEnglish.get(message);
  if (known) return known(locale);
  const wait = TOO_MANY.exec(message);
  if (wait)
    return m.applicant_error_too_many(
      { count: Number(wait[1]), unit: WAIT_UNITS[wait[2] as keyof typeof WAIT_UNITS] },
      { locale },
    );
  return null;
}

/**
 * A failed call as the applicant reads it: the server's own words when it refused on purpose
 * (errorMessage in lib/trpc-error.ts), said in the screen's language; otherwise `fallback`, which
 * is in that language already.
 */
export function applicantErrorMessage(error: unknown, fallback: string, locale: Locale): string {
  const message = errorMessage(error, '');
  return (message && serverWordsIn(message, locale)) || fallback;
}

/** The upload endpoint's refusal (its JSON `error.message`, or none) as the applicant reads it. */
export function uploadRefusalMessage(message: string | null, fallback: string, locale: Locale): string {
  return (message && serverWordsIn(message, locale)) || fallback;
}

/** The generic failure (lib/trpc-error.ts GENERIC_ACCOUNT_ERROR), for a call whose screen has no words of its own for it. */
export function genericFailure(locale: Locale): string {
  return m.applicant_error_generic({}, { locale });
}
