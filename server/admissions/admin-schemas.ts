import { z } from 'zod';
import { APPLICATION_STATUS_VALUES } from '../../domain/application-status';
import { DOCUMENT_PROGRESS, MAX_REJECT_REASON_LENGTH, REJECT_REASON_TOO_LONG } from '../../domain/document-progress';
import { textField } from '../../domain/plain-text';
import { CAS_LIST_FILTERS } from '../cas/cas-overdue-filter';

/** Dates leave the server as ISO strings: the tRPC link has no transformer. */
export const isoDate = z.date().transform((date) => date.toISOString());

export const idInput = z.object({ id: z.uuid() });
export const submissionTypeField = z.enum(['application', 'contact']);
export const statusField = z.enum(APPLICATION_STATUS_VALUES);

const searchField = textField().trim().max(200).nullish();
/** "Documents complete" or "Waiting for documents" (domain/document-progress.ts). */
export const documentProgressField = z.enum(DOCUMENT_PROGRESS);
export const applicationFiltersInput = z.object({
  status: statusField.nullish(),
  search: searchField,
  documents: documentProgressField.nullish(),
  /** "CAS overdue": past 8 working days without a CAS (decision 136). */
  cas: z.enum(CAS_LIST_FILTERS).nullish(),
});
export const contactFiltersInput = z.object({ search: searchField });
/** Staff free text goes through the same cleaning as the public forms (plain-text.ts). */
export const noteBodyField = textField()
  .trim()
  .min(1, 'The note is empty')
  .max(5000, 'The note must be less than 5000 characters');
export const statusNoteField = textField()
  .trim()
  .max(2000, 'The note must be less than 2000 characters')
  .nullish()
  .transform((value) => value || null);
/** Why staff rejected a document: the applicant reads it in their space and in the request e-mail. Required to reject (admin-documents-router.ts). */
export const rejectReasonField = textField().trim().max(MAX_REJECT_REASON_LENGTH, REJECT_REASON_TOO_LONG);
export const cursorField = z.string().max(400).nullish();

export const tabCounts = z.object({ total: z.number(), new: z.number() });

export const deliveryOutput = z.object({
  id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
});

export const noteOutput = z.object({ id: z.string(), authorEmail: z.string(), body: z.string(), createdAt: isoDate });

export const linkedOutput = z.object({
  type: submissionTypeField,
  id: z.string(),
  createdAt: isoDate,
  title: z.string(),
});

export const openingOutput = z.object({ openedAt: isoDate, openedByEmail: z.string().nullable() }).nullable();

/** One page of a staff list (server/admissions/list-cursor.ts). */
export function pageOutput<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** What every submission's detail carries besides its own fields (server/admissions/submission-extras.ts). */
export const submissionExtrasOutput = {
  notes: z.array(noteOutput),
  deliveries: z.array(deliveryOutput),
  linked: z.array(linkedOutput),
  opening: openingOutput,
};
