import { UnrecoverableError } from 'bullmq';
import { APPLICANT_SPACE_PATH } from '../../../domain/applicant-paths';
import { PROGRAMMES, choiceLabel } from '../../../domain/application-choices';
import { DOCUMENT_ITEMS } from '../../../domain/document-checklist';
import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { loadApplication } from '../load-submission';

/** This e-mail's words (decision 101). */
const messages = {
  subject: (programme: string) => `Documents needed for your application for ${programme} - ${site.name}`,
  heading: 'We need some documents from you',
  intro: (programme: string) => `To go on with your application for ${programme}, we need the documents below.`,
  howToSend:
    'Please send them from your application space: ask for a sign-in link with the address you applied with, then choose a file for each document.',
  questions: (admissionsEmail: string) => `If you have a question, reply to ${admissionsEmail} or call us on ${site.phone}.`,
  action: 'Open my application space',
  missing: 'Not received yet',
  rejected: (reason: string) => `Not accepted: ${reason}`,
  refused: 'The file sent could not be accepted by our virus check. Please send it again.',
  receivedSince: 'Received since we asked: thank you',
} as const;

type Item = (typeof DOCUMENT_ITEMS)[number];

function requestedItems(payload: Record<string, unknown>): Item[] {
  const keys = typeof payload.items === 'string' ? payload.items.split(',') : [];
  const items = DOCUMENT_ITEMS.filter((item) => keys.includes(item.key));
  if (items.length === 0) throw new UnrecoverableError('outbox payload names no document items');
  return items;
}

/**
 * Asks the applicant for the required documents staff found missing, rejected (with the reason
 * staff gave, which the applicant also sees in their space) or refused by the virus scanner. The
 * items are those staff asked for; each one's line says where it stands when the e-mail is sent,
 * so a document sent in the meantime is thanked for, not asked for again. Like the
 * acknowledgement, nothing the applicant typed appears in it.
 */
export const documentsRequested: EmailKindHandler = {
  kind: 'documents_requested',
  async render(payload, { db, admissionsEmail, appUrl }) {
    const a = await loadApplication(db, payload);
    const items = requestedItems(payload);
    const rows = await db
      .selectFrom('application_documents')
      .select(['item', 'scan_state', 'review_state', 'reject_reason'])
      .where('application_id', '=', a.id)
      .where('item', 'in', items.map((item) => item.key))
      .execute();
    const byItem = new Map(rows.map((row) => [row.item, row]));
    const line = (item: Item): string => {
      const row = byItem.get(item.key);
      if (!row) return messages.missing;
      if (row.scan_state === 'infected') return messages.refused;
      if (row.review_state === 'rejected') return messages.rejected(row.reject_reason ?? '');
      return messages.receivedSince;
    };
    const programme = choiceLabel(PROGRAMMES, a.programme);
    return {
      subject: messages.subject(programme),
      replyTo: admissionsEmail,
      ...renderEmail({
        heading: messages.heading,
        paragraphs: [messages.intro(programme), messages.howToSend],
        fields: items.map((item) => [item.label, line(item)] as const),
        action: { label: messages.action, url: new URL(APPLICANT_SPACE_PATH, appUrl).toString() },
        closing: [messages.questions(admissionsEmail), ...admissionsSignOff],
      }),
    };
  },
};
