import { UnrecoverableError } from 'bullmq';
import { m } from '@i18n/messages';
import { applicantSpacePath } from '../../../domain/applicant-paths';
import { DOCUMENT_ITEMS } from '../../../domain/document-checklist';
import type { Locale } from '../../../domain/locale';
import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { documentLabel, emailLanguage, programmeLabel, siteNameIn } from '../localized';
import { loadApplication } from '../load-submission';

type Item = (typeof DOCUMENT_ITEMS)[number];

function requestedItems(payload: Record<string, unknown>): Item[] {
  const keys = typeof payload.items === 'string' ? payload.items.split(',') : [];
  const items = DOCUMENT_ITEMS.filter((item) => keys.includes(item.key));
  if (items.length === 0) throw new UnrecoverableError('outbox payload names no document items');
  return items;
}

/**
 * Asks the applicant, in the language they applied in, for the required documents staff found
 * missing, rejected (with the reason staff gave, which the applicant also sees in their space)
 * or refused by the virus scanner. The items are those staff asked for; each one's line says
 * where it stands when the e-mail is sent, so a document sent in the meantime is thanked for,
 * not asked for again. Like the acknowledgement, nothing the applicant typed appears in it.
 */
export const documentsRequested: EmailKindHandler = {
  kind: 'documents_requested',
  async render(payload, { db, admissionsEmail, appUrl }) {
    const a = await loadApplication(db, payload);
    const locale: Locale = emailLanguage(a.language);
    const items = requestedItems(payload);
    const rows = await db
      .selectFrom('application_documents')
      .select(['item', 'scan_state', 'review_state', 'reject_reason'])
      .where('application_id', '=', a.id)
      .where(
        'item',
        'in',
        items.map((item) => item.key),
      )
      .execute();
    const byItem = new Map(rows.map((row) => [row.item, row]));
    const line = (item: Item): string => {
      const row = byItem.get(item.key);
      if (!row) return m.emails_documents_missing({}, { locale });
      if (row.scan_state === 'infected') return m.emails_documents_refused({}, { locale });
      if (row.review_state === 'rejected')
        return m.emails_documents_rejected({ reason: row.reject_reason ?? '' }, { locale });
      return m.emails_documents_received_since({}, { locale });
    };
    const programme = programmeLabel(a.programme, locale);
    return {
      subject: m.emails_documents_subject({ programme, siteName: siteNameIn(locale) }, { locale }),
      replyTo: admissionsEmail,
      ...renderEmail(
        {
          heading: m.emails_documents_heading({}, { locale }),
          paragraphs: [
            m.emails_documents_intro({ programme }, { locale }),
            m.emails_documents_how_to_send({}, { locale }),
          ],
          fields: items.map((item) => [documentLabel(item.key, locale), line(item)] as const),
          action: {
            label: m.emails_open_my_space({}, { locale }),
            url: new URL(applicantSpacePath(locale), appUrl).toString(),
          },
          closing: [
            m.emails_documents_questions({ admissionsEmail, phone: site.phone }, { locale }),
            ...admissionsSignOff(locale),
          ],
        },
        locale,
      ),
    };
  },
};
