import { localizedPath, type Locale } from './locale';

/**
 * The applicant's space: their own applications, behind a sign-in link (never a staff page).
 * Like the staff pages it is private: no caching, a strict CSP. It is in both languages:
 * /applicant in English, /ar/applicant in Arabic (the staff pages are English only).
 */
export const APPLICANT_SPACE_PATH = '/applicant';

/** The page that spends an e-mailed sign-in link (`?token=…`). */
export const APPLICANT_SIGN_IN_PATH = '/applicant/sign-in';

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

/** The flag of a "save and finish later" sign-in link (`/applicant/sign-in?token=…&resume=1`): its page goes on to the draft. */
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
