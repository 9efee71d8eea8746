import type { Programme } from './application-choices';

/**
 * The documents every decision needs, per programme: written once here, read by the applicant's
 * space, the upload endpoint, the staff checklist and its filters.
 */
export const DOCUMENT_ITEMS = [
  { key: 'identity', label: 'Passport or national ID', hint: 'The page with your photo and name.' },
  { key: 'school_report', label: 'Latest school report or transcript', hint: 'Your most recent report, with grades.' },
  { key: 'english_certificate', label: 'English-language certificate', hint: 'IELTS, Cambridge, TOEFL or similar.' },
  { key: 'photo', label: 'Photo', hint: 'A recent passport-style photo of your face.' },
] as const;

export type DocumentItemKey = (typeof DOCUMENT_ITEMS)[number]['key'];
export const DOCUMENT_ITEM_KEYS = DOCUMENT_ITEMS.map((item) => item.key) as [DocumentItemKey, ...DocumentItemKey[]];

/** An item's name as staff read it; a key this list does not know, as it is. */
export function documentItemLabel(key: string): string {
  return DOCUMENT_ITEMS.find((item) => item.key === key)?.label ?? key;
}

/** Programmes taught at a level that needs proof of English before the course. */
const ASKS_FOR_ENGLISH: readonly Programme[] = ['alevel', 'foundation', 'premasters'];

export interface ChecklistItem {
  key: DocumentItemKey;
  label: string;
  hint: string;
  required: boolean;
}

/** The checklist of one programme, in the order the applicant sees it. */
export function documentChecklist(programme: string): ChecklistItem[] {
  const englishAsked = (ASKS_FOR_ENGLISH as readonly string[]).includes(programme);
  return DOCUMENT_ITEMS.flatMap((item): ChecklistItem[] => {
    if (item.key === 'english_certificate' && !englishAsked) return [];
    return [{ ...item, required: item.key !== 'photo' }];
  });
}

/** A document's state as applicant and staff both see it. */
export const DOCUMENT_STATES = ['missing', 'scanning', 'uploaded', 'accepted', 'rejected', 'refused'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];
