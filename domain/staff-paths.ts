/**
 * The staff side of the site: /auth and /admin and everything under them. These pages are in
 * English only (no language switch, no /ar twin) and are never cached
 * (server/http/security-headers.ts; docs/decisions/065-staff-page-isolation.md).
 * Shared by the web app and the server, so both draw the line in the same place.
 */
export const STAFF_PATH = /^\/(auth|admin)(\/|$)/;

/** Where the dashboard's "Export CSV" links point: `${CSV_EXPORT_PATH}/applications.csv?status=&search=`. */
export const CSV_EXPORT_PATH = '/admin/export';

/** An applicant's document, for an admin only, as an attachment (server/http/document-download.ts). */
export const DOCUMENT_DOWNLOAD_PATH = '/admin/documents/:documentId';

export function documentDownloadHref(documentId: string): string {
  return DOCUMENT_DOWNLOAD_PATH.replace(':documentId', encodeURIComponent(documentId));
}

/** A letter issued to an application, for an admin only, as an attachment (server/letters/letter-download.ts). */
export const LETTER_DOWNLOAD_PATH = '/admin/letters/:letterId';

export function letterDownloadHref(letterId: string): string {
  return LETTER_DOWNLOAD_PATH.replace(':letterId', encodeURIComponent(letterId));
}

export function isStaffPath(pathname: string): boolean {
  return STAFF_PATH.test(pathname);
}

/**
 * The client-rendered app: the staff pages and the applicant's space (/applicant, and
 * /ar/applicant in Arabic). Each shows one person's data, so all of them get the staff pages'
 * treatment above. The staff pages are English only: /ar/auth and /ar/admin are not pages.
 */
export const PRIVATE_PATH = /^(\/(auth|admin)|(\/ar)?\/applicant)(\/|$)/;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH.test(pathname);
}

/** Where the dashboard posts an address for the access export as a zip (the JSON and every stored document). */
export const SUBJECT_ARCHIVE_PATH = '/admin/privacy/access-export.zip';
