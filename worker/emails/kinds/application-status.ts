import { UnrecoverableError } from 'bullmq';
import { m } from '@i18n/messages';
import { applicantSpacePath } from '../../../domain/applicant-paths';
import type { Locale } from '../../../domain/locale';
import { STATUS_EMAIL_TEMPLATE } from '../../../domain/message-templates';
import { applicationMergeFields, type OfferTerms } from '../../../core/letters/merge-fields';
import { savedOffer } from '../../../core/letters/saved-offer';
import { schoolDateLabel } from '../../../domain/intakes';
import { currentTemplate, fillTemplate } from '../../../core/letters/message-templates';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail, type EmailContent } from '../layout';
import { emailLanguage, programmeLabel, startDateLabel } from '../localized';
import { loadApplication } from '../load-submission';

function statusChangeId(payload: Record<string, unknown>): string {
  const changeId = payload.statusChangeId;
  if (typeof changeId !== 'string') throw new UnrecoverableError('outbox payload has no statusChangeId');
  return changeId;
}

/** The programme and start date under the text of the e-mails that name them. */
const SHOWS_PROGRAMME: ReadonlySet<string> = new Set(['interview', 'offer']);

function programmeFields(programme: string, startDate: string, locale: Locale): NonNullable<EmailContent['fields']> {
  return [
    [m.emails_field_programme({}, { locale }), programme],
    [m.emails_field_start_date({}, { locale }), startDate],
  ];
}

/** An offer's reply-by date as it stands now (after any extension), under the programme and start. */
function replyByField(offer: { terms: OfferTerms } | undefined, locale: Locale): NonNullable<EmailContent['fields']> {
  return offer?.terms.replyBy
    ? [[m.emails_field_reply_by({}, { locale }), schoolDateLabel(offer.terms.replyBy, locale)]]
    : [];
}

/**
 * The e-mail that tells the applicant about a status change (an invitation to an interview, an
 * offer, a courteous decline), in the language they applied in. An offer's e-mail states the saved
 * offer's kind and reply-by date and links to the space, where the letter is; it never carries the
 * letter (decision 134). Once it has left, the change
 * records when, so the applicant's space can say so.
 */
export const applicationStatus: EmailKindHandler = {
  kind: 'application_status',
  async render(payload, { db, admissionsEmail, appUrl }) {
    const a = await loadApplication(db, payload);
    const locale = emailLanguage(a.language);
    const changeId = statusChangeId(payload);
    const change = await db
      .selectFrom('application_status_changes')
      .select(['to_status'])
      .where('id', '=', changeId)
      .where('application_id', '=', a.id)
      .executeTakeFirst();
    if (!change) throw new UnrecoverableError(`status change ${changeId} no longer exists`);
    const templateKey = Object.hasOwn(STATUS_EMAIL_TEMPLATE, change.to_status)
      ? STATUS_EMAIL_TEMPLATE[change.to_status]
      : undefined;
    if (!templateKey) throw new UnrecoverableError(`status ${change.to_status} has no applicant e-mail`);
    const template = await currentTemplate(db, templateKey);
    const programme = programmeLabel(a.programme, locale);
    const startDate = startDateLabel(a.start_date, locale);
    const offer = change.to_status === 'offer' ? await savedOffer(db, a.id, locale) : undefined;
    const fields = applicationMergeFields(a, locale, offer?.terms, offer?.kind ?? null);
    let filled;
    try {
      filled = fillTemplate(template.texts[locale], fields);
    } catch (error) {
      // A saved template always fills (it was checked when saved); one that does not can never be sent.
      throw new UnrecoverableError(`template ${templateKey} v${template.version}: ${(error as Error).message}`);
    }
    return {
      subject: filled.subject,
      replyTo: admissionsEmail,
      ...renderEmail(
        {
          heading: filled.heading,
          paragraphs: filled.paragraphs,
          ...(SHOWS_PROGRAMME.has(change.to_status)
            ? { fields: [...programmeFields(programme, startDate, locale), ...replyByField(offer, locale)] }
            : {}),
          action: {
            label: m.emails_open_my_space({}, { locale }),
            url: new URL(applicantSpacePath(locale), appUrl).toString(),
          },
          closing: admissionsSignOff(locale),
        },
        locale,
      ),
    };
  },

  async recordSent(trx, payload) {
    await trx
      .updateTable('application_status_changes')
      .set({ status_email_sent_at: new Date() })
      .where('id', '=', statusChangeId(payload))
      .execute();
  },
};
