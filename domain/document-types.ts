/**
 * The documents an applicant may upload (passport or ID, school report, English certificate,
 * photo): the one place for these facts. The file input's `accept`, the server's check of the
 * bytes (core/documents/inspect-upload.ts) and the messages an applicant sees all read it.
 */
export const ACCEPTED_DOCUMENT_TYPES = {
  'application/pdf': { label: 'PDF', extension: 'pdf' },
  'image/jpeg': { label: 'JPEG', extension: 'jpg' },
  'image/png': { label: 'PNG', extension: 'png' },
} as const satisfies Record<string, { label: string; extension: string }>;

export type DocumentMimeType = keyof typeof ACCEPTED_DOCUMENT_TYPES;

export function isDocumentMimeType(value: string | undefined): value is DocumentMimeType {
  return value !== undefined && Object.hasOwn(ACCEPTED_DOCUMENT_TYPES, value);
}

/** Each file, as received: the limit applies to the applicant's bytes, not to a re-encoded image. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** All of one application's documents together. */
export const MAX_APPLICATION_DOCUMENT_BYTES = 60 * 1024 * 1024;

/**
 * For `<input type="file" accept>`. A hint to the browser only; the server reads the bytes.
 * image/jpeg is what makes iOS and Android convert a HEIC photo before it is uploaded: the
 * server cannot read HEIC.
 */
export const DOCUMENT_ACCEPT_ATTRIBUTE = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

export const DOCUMENT_TYPE_REFUSED = 'This file is not a PDF, JPEG or PNG. Please choose one of those.';
export const DOCUMENT_TOO_LARGE = 'This file is larger than 10 MB. Please choose a smaller file.';
export const DOCUMENT_IMAGE_UNREADABLE = 'This image could not be read. Please choose another file.';
export const DOCUMENT_IMAGE_TOO_LARGE = 'This image has too many pixels. Please choose a smaller image.';
export const DOCUMENT_EMPTY = 'This file is empty.';
export const DOCUMENT_PDF_ACTIVE =
  'This PDF contains active content (such as scripts, automatic actions or attached files), which we do not accept. Please save it again as a plain PDF (for example with Print, then Save as PDF), or send a scan or photo of the document.';
export const DOCUMENT_PDF_PASSWORD =
  'This PDF is protected by a password, so it cannot be read. Please send a copy without a password.';
export const DOCUMENT_PDF_UNCHECKED =
  'This PDF could not be checked for active content. Please save it again as a plain PDF (for example with Print, then Save as PDF), or send a scan or photo of the document.';
