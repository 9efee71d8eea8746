import { UnrecoverableError } from 'bullmq';
import { m } from '@i18n/messages';
import { applicantSpacePath } from '../../../domain/applicant-paths';
import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { emailLanguage, programmeLabel, siteNameIn, startDateLabel } from '../localized';
import { loadApplication } from '../load-submission';

/**
 * The decision letter an admin chose to send when moving an application to offer or declined,
 * in the language the applicant applied in.
 */
export const applicationStatus: EmailKindHandler = {
  kind: 'application_status',
  async render(payload, { db, admissionsEmail, appUrl }) {
    const a = await loadApplication(db, payload);
    const locale = emailLanguage(a.language);
    const yourSpace = { label: m.emails_open_my_space({}, { locale }), url: new URL(applicantSpacePath(locale), appUrl).toString() };
    const changeId = payload.statusChangeId;
    if (typeof changeId !== 'string') throw new UnrecoverableError('outbox payload has no statusChangeId');
    const change = await db
      .selectFrom('application_status_changes')
      .select(['to_status'])
      .where('id', '=', changeId)
      .where('application_id', '=', a.id)
      .executeTakeFirst();
    if (!change) throw new UnrecoverableError(`status change ${changeId} no longer exists`);
    const programme = programmeLabel(a.programme, locale);
    const startDate = startDateLabel(a.start_date, locale);
    const siteName = siteNameIn(locale);

    if (change.to_status === 'offer') {
      return {
        subject: m.emails_offer_subject({ programme, siteName }, { locale }),
        replyTo: admissionsEmail,
        ...renderEmail(
          {
            heading: m.emails_offer_heading({ firstName: a.first_name }, { locale }),
            paragraphs: [
              m.emails_offer_offer({ programme, startDate }, { locale }),
              m.emails_offer_next_steps({}, { locale }),
              m.emails_offer_questions({ phone: site.phone }, { locale }),
            ],
            fields: [
              [m.emails_field_programme({}, { locale }), programme],
              [m.emails_field_start_date({}, { locale }), startDate],
            ],
            action: yourSpace,
            closing: admissionsSignOff(locale),
          },
          locale,
        ),
      };
    }
    if (change.to_status === 'declined') {
      return {
        subject: m.emails_declined_subject({ programme, siteName }, { locale }),
        replyTo: admissionsEmail,
        ...renderEmail(
          {
            heading: m.emails_declined_heading({ firstName: a.first_name }, { locale }),
            paragraphs: [
              m.emails_declined_thanks({ programme }, { locale }),
              m.emails_declined_decision({}, { locale }),
              m.emails_declined_other_options({ phone: site.phone }, { locale }),
              m.emails_declined_good_luck({}, { locale }),
            ],
            action: yourSpace,
            closing: admissionsSignOff(locale),
          },
          locale,
        ),
      };
    }
    throw new UnrecoverableError(`status ${change.to_status} has no applicant e-mail`);
  },
};
