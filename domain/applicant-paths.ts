/**
 * The applicant's space: their own applications, behind a sign-in link (never a staff page).
 * Like the staff pages it is private: no translation widget, no caching, a strict CSP.
 */
export const APPLICANT_SPACE_PATH = '/applicant';

export const APPLICANT_PATH = /^\/applicant(\/|$)/;

export function isApplicantPath(pathname: string): boolean {
  return APPLICANT_PATH.test(pathname);
}

/** The flag of a "save and finish later" sign-in link (`/applicant/sign-in?token=…&resume=1`): its page goes on to the draft. */
export const SIGN_IN_TO_DRAFT_PARAM = 'resume';

/**
 * The application form's address that reopens the signed-in applicant's draft. Its flag is
 * RESUME_DRAFT_PARAM (public-form-fields.ts, which the form's first JavaScript reads), spelled
 * out here so this module stays out of that JavaScript; application-draft.test.ts keeps the two together.
 */
export const RESUME_DRAFT_PATH = '/apply?resume=1';

/** Where the applicant's space sends a document: one file a request, as multipart/form-data (server/documents/document-upload.ts). */
export const DOCUMENT_UPLOAD_PATH = '/api/applicant/documents/:applicationId/:item';

export function documentUploadPath(applicationId: string, item: string): string {
  return DOCUMENT_UPLOAD_PATH.replace(':applicationId', encodeURIComponent(applicationId)).replace(':item', encodeURIComponent(item));
}
