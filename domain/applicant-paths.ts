import { localizedPath, type Locale } from './locale';

/**
 * The applicant's space: their own applications, behind a sign-in link (never a staff page).
 * Like the staff pages it is private: no caching, a strict CSP. It is in both languages:
 * /applicant in English, /ar/applicant in Arabic (the staff pages are English only).
 */
export const APPLICANT_SPACE_PATH = '/applicant';

/** The page that spends an e-mailed sign-in link (`#token=…`; links sent before had `?token=…`). */
export const APPLICANT_SIGN_IN_PATH = '/applicant/sign-in';

/**
 * Where a link to the space carries the address to fill in (`/applicant#email=…`): the
 * acknowledgement e-mail's link, so that one tap asks for a sign-in link. In the fragment, so the
 * address reaches no server log; the page takes it out of the address bar once read.
 */
export const SIGN_IN_EMAIL_PARAM = 'email';

/**
 * A parent's or guardian's page to confirm a minor's acceptance (decision 135), opened from the
 * e-mailed link (`#token=…`, in the fragment as the sign-in links): under the space, so it is
 * private and uncached like it, but it needs no sign-in.
 */
export const GUARDIAN_CONFIRM_PATH = '/applicant/guardian';

/**
 * The offer letter for the guardian to read (decision 135, amended): a POST whose body carries the
 * link's token, so the token never travels in a URL; it does not spend the link.
 */
export const GUARDIAN_LETTER_PATH = '/api/applicant/guardian/letter';

export function guardianConfirmPath(locale: Locale = 'en'): string {
  return localizedPath(GUARDIAN_CONFIRM_PATH, locale);
}

/** The applicant's space in a language, its sign-in form filled in with `email`. */
export function applicantSpacePathFor(email: string, locale: Locale = 'en'): string {
  return `${applicantSpacePath(locale)}#${new URLSearchParams({ [SIGN_IN_EMAIL_PARAM]: email }).toString()}`;
}

/** The space and everything under it, in either language. */
export const APPLICANT_PATH = /^(\/ar)?\/applicant(\/|$)/;

export function isApplicantPath(pathname: string): boolean {
  return APPLICANT_PATH.test(pathname);
}

/** The applicant's space in a language: `/applicant`, `/ar/applicant`. */
export function applicantSpacePath(locale: Locale = 'en'): string {
  return localizedPath(APPLICANT_SPACE_PATH, locale);
}

/**
 * The sign-in page in a language (`/applicant/sign-in`, `/ar/applicant/sign-in`): an e-mailed
 * link points here, in the language of the applicant who asked for it, and opens their space in it.
 */
export function applicantSignInPath(locale: Locale = 'en'): string {
  return localizedPath(APPLICANT_SIGN_IN_PATH, locale);
}

/**
 * Where a sign-in link carries its token: in the fragment (`/applicant/sign-in#token=…`), which
 * never reaches a server, a proxy's log or the Referer; the page takes it out of the address bar
 * before it spends it. Links e-mailed before carried it in the query string; the page moves it.
 */
export const SIGN_IN_TOKEN_PARAM = 'token';

/** The flag of a "save and finish later" sign-in link (`/applicant/sign-in?resume=1#token=…`): its page goes on to the draft. */
export const SIGN_IN_TO_DRAFT_PARAM = 'resume';

/**
 * The application form's address that reopens the signed-in applicant's draft. Its flag is
 * RESUME_DRAFT_PARAM (public-form-fields.ts, which the form's first JavaScript reads), spelled
 * out here so this module stays out of that JavaScript; application-draft.test.ts keeps the two together.
 */
export const RESUME_DRAFT_PATH = '/apply?resume=1';

/** RESUME_DRAFT_PATH in a language: `/ar/apply?resume=1` reopens the draft in the Arabic form. */
export function resumeDraftPath(locale: Locale = 'en'): string {
  return localizedPath(RESUME_DRAFT_PATH, locale);
}

/** Where the applicant's space sends a document: one file a request, as multipart/form-data (server/documents/document-upload.ts). */
export const DOCUMENT_UPLOAD_PATH = '/api/applicant/documents/:applicationId/:item';

export function documentUploadPath(applicationId: string, item: string): string {
  return DOCUMENT_UPLOAD_PATH.replace(':applicationId', encodeURIComponent(applicationId)).replace(
    ':item',
    encodeURIComponent(item),
  );
}

/** One of the applicant's own letters, as an attachment (server/letters/letter-download.ts). */
export const APPLICANT_LETTER_PATH = '/api/applicant/letters/:letterId';

export function applicantLetterHref(letterId: string): string {
  return APPLICANT_LETTER_PATH.replace(':letterId', encodeURIComponent(letterId));
}
