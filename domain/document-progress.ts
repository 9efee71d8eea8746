import type { DocumentState } from './document-checklist';

/**
 * Where an application's documents stand as a whole, for the staff list's filter and the
 * "Request missing documents" e-mail (docs/decisions/114-staff-document-review.md).
 *
 * Complete: every required item has a document that passed the scan (or was not scanned, when
 * no scanner is configured) and that staff have not rejected, so it is either waiting for a look
 * or accepted. Anything else is still waiting for documents.
 */
export const DOCUMENT_PROGRESS = ['complete', 'waiting'] as const;
export type DocumentProgress = (typeof DOCUMENT_PROGRESS)[number];

/** The states that count towards "complete": the server's SQL filter mirrors exactly these. */
export const COMPLETE_DOCUMENT_STATES: readonly DocumentState[] = ['uploaded', 'accepted'];

/** The states the applicant must act on: what "Request missing documents" asks for. */
export const OUTSTANDING_DOCUMENT_STATES: readonly DocumentState[] = ['missing', 'rejected', 'refused'];

interface ItemState {
  required: boolean;
  state: DocumentState;
}

export function documentsComplete(items: readonly ItemState[]): boolean {
  return incompleteRequiredItems(items).length === 0;
}

/**
 * The required items the applicant still has to send: never one being scanned (it has just been
 * sent) nor an optional one.
 */
export function outstandingItems<Item extends ItemState>(items: readonly Item[]): Item[] {
  return items.filter((item) => item.required && OUTSTANDING_DOCUMENT_STATES.includes(item.state));
}

/**
 * The required items that keep the documents from being complete (missing, being scanned,
 * rejected, refused): an offer made while any remain needs the officer's confirmation.
 */
export function incompleteRequiredItems<Item extends ItemState>(items: readonly Item[]): Item[] {
  return items.filter((item) => item.required && !COMPLETE_DOCUMENT_STATES.includes(item.state));
}

/** What staff may write when rejecting a document: the applicant reads it in their space. */
export const MAX_REJECT_REASON_LENGTH = 500;
export const REJECT_REASON_REQUIRED = 'Say why the document is rejected: the applicant reads it.';
export const REJECT_REASON_TOO_LONG = `The reason must be at most ${MAX_REJECT_REASON_LENGTH} characters.`;
