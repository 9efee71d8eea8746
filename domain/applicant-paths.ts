/**
 * The applicant's space: their own applications, behind a sign-in link (never a staff page).
 * Like the staff pages it is private: no translation widget, no caching, a strict CSP.
 */
export const APPLICANT_SPACE_PATH = '/applicant';

export const APPLICANT_PATH = /^\/applicant(\/|$)/;

export function isApplicantPath(pathname: string): boolean {
  return APPLICANT_PATH.test(pathname);
}
