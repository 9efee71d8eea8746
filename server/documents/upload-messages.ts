import { DOCUMENT_TOO_LARGE } from '../../domain/document-types';

/** What the upload endpoint answers, in the applicant's words. The file's own problems are in domain/document-types.ts. */
export const uploadMessages = {
  notFound: 'This application or document could not be found.',
  closed: 'This application is closed, so documents can no longer be sent for it.',
  alreadyAccepted: 'This document has been accepted already, so it can no longer be changed.',
  applicationFull:
    'The documents of one application can add up to 60 MB at most. Please send a smaller file, or remove one you no longer need.',
  tooLarge: DOCUMENT_TOO_LARGE,
  notMultipart: 'The upload could not be read. Please choose the file again.',
  unreadable: 'The upload was cut short or could not be read. Please try again.',
  oneFile: 'Please send one file at a time.',
  noFile: 'Please choose a file to send.',
  failed: 'Your document could not be saved. Please try again.',
} as const;
