import { UnrecoverableError } from 'bullmq';
import { m } from '@i18n/messages';
import { applicantSpacePath } from '../../../domain/applicant-paths';
import type { Locale } from '../../../domain/locale';
import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail, type EmailContent } from '../layout';
import { emailLanguage, programmeLabel, siteNameIn, startDateLabel } from '../localized';
import { loadApplication } from '../load-submission';

function statusChangeId(payload: Record<string, unknown>): string {
  const changeId = payload.statusChangeId;
  if (typeof changeId !== 'string') throw new UnrecoverableError('outbox payload has no statusChangeId');
  return changeId;
}

interface LetterFacts {
  firstName: string;
  programme: string;
  startDate: string;
  siteName: string;
  locale: Locale;
}

type Letter = Pick<EmailContent, 'heading' | 'paragraphs' | 'fields'> & { subject: string };

/** What each status the applicant is e-mailed about says; the same frame (reply-to, their space, sign-off) for all. */
const LETTERS: Record<string, (facts: LetterFacts) => Letter> = {
  interview: ({ firstName, programme, startDate, siteName, locale }) => ({
    subject: m.emails_interview_subject({ programme, siteName }, { locale }),
    heading: m.emails_interview_heading({ firstName }, { locale }),
    paragraphs: [
      m.emails_interview_invitation({ programme, startDate }, { locale }),
      m.emails_interview_arrange({}, { locale }),
      m.emails_interview_questions({ phone: site.phone }, { locale }),
    ],
    fields: programmeFields(programme, startDate, locale),
  }),
  offer: ({ firstName, programme, startDate, siteName, locale }) => ({
    subject: m.emails_offer_subject({ programme, siteName }, { locale }),
    heading: m.emails_offer_heading({ firstName }, { locale }),
    paragraphs: [
      m.emails_offer_offer({ programme, startDate }, { locale }),
      m.emails_offer_next_steps({}, { locale }),
      m.emails_offer_questions({ phone: site.phone }, { locale }),
    ],
    fields: programmeFields(programme, startDate, locale),
  }),
  declined: ({ firstName, programme, siteName, locale }) => ({
    subject: m.emails_declined_subject({ programme, siteName }, { locale }),
    heading: m.emails_declined_heading({ firstName }, { locale }),
    paragraphs: [
      m.emails_declined_thanks({ programme }, { locale }),
      m.emails_declined_decision({}, { locale }),
      m.emails_declined_other_options({ phone: site.phone }, { locale }),
      m.emails_declined_good_luck({}, { locale }),
    ],
  }),
};

function programmeFields(programme: string, startDate: string, locale: Locale): Letter['fields'] {
  return [
    [m.emails_field_programme({}, { locale }), programme],
    [m.emails_field_start_date({}, { locale }), startDate],
  ];
}

/**
 * The e-mail that tells the applicant about a status change (an invitation to an interview, the
 * offer letter, a courteous decline), in the language they applied in. Once it has left, the change
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
    const letterFor = Object.hasOwn(LETTERS, change.to_status) ? LETTERS[change.to_status] : undefined;
    if (!letterFor) throw new UnrecoverableError(`status ${change.to_status} has no applicant e-mail`);
    const { subject, ...content } = letterFor({
      firstName: a.first_name,
      programme: programmeLabel(a.programme, locale),
      startDate: startDateLabel(a.start_date, locale),
      siteName: siteNameIn(locale),
      locale,
    });
    return {
      subject,
      replyTo: admissionsEmail,
      ...renderEmail(
        {
          ...content,
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
