import { UnrecoverableError } from 'bullmq';
import { m } from '@i18n/messages';
import type { Db } from '../../../db/client';
import { PROGRAMMES, choiceLabel } from '../../../domain/application-choices';
import { applicantSpacePath } from '../../../domain/applicant-paths';
import { intakeMonthLabel } from '../../../domain/intakes';
import type { Locale } from '../../../domain/locale';
import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { emailLanguage, longDate, programmeLabel, siteNameIn, startDateLabel } from '../localized';
import { formatLondonTime, loadApplication } from '../load-submission';

/** The acceptance an e-mail is about, still attached to its application. */
async function loadAcceptance(db: Db, payload: Record<string, unknown>, applicationId: string) {
  const id = payload.acceptanceId;
  if (typeof id !== 'string') throw new UnrecoverableError('outbox payload has no acceptanceId');
  const row = await db
    .selectFrom('acceptances')
    .selectAll()
    .where('id', '=', id)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (!row) throw new UnrecoverableError(`acceptance ${id} no longer exists`);
  return row;
}

/**
 * Confirms to the applicant, in the language they applied in, that their acceptance counts, who
 * signed it and when (decision 135); the confirmation letter is in their space.
 */
export const acceptanceConfirmed: EmailKindHandler = {
  kind: 'acceptance_confirmed',
  async render(payload, { db, admissionsEmail, appUrl }) {
    const a = await loadApplication(db, payload);
    const acceptance = await loadAcceptance(db, payload, a.id);
    const locale: Locale = emailLanguage(a.language);
    const programme = programmeLabel(a.programme, locale);
    const signers = [acceptance.typed_name, acceptance.guardian_typed_name].filter(Boolean).join(' + ');
    return {
      subject: m.emails_acceptance_subject({ programme, siteName: siteNameIn(locale) }, { locale }),
      replyTo: admissionsEmail,
      ...renderEmail(
        {
          heading: m.emails_acceptance_heading({}, { locale }),
          paragraphs: [
            m.emails_acceptance_intro(
              { name: a.first_name, programme, startDate: startDateLabel(a.start_date, locale) },
              { locale },
            ),
            m.emails_acceptance_signed(
              { signers, date: longDate(acceptance.counted_at ?? acceptance.accepted_at, locale) },
              { locale },
            ),
            m.emails_acceptance_letter({}, { locale }),
          ],
          fields: [],
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

/** This e-mail's words (decision 101): staff e-mails are in English. */
const alert = {
  subject: (name: string, programme: string) => `Offer accepted: ${name} - ${programme}`,
  heading: 'An applicant has accepted their offer',
  accepted: (name: string, programme: string, startDate: string) =>
    `${name} has accepted the offer for ${programme}, starting ${startDate}, in their application space.`,
  history: 'The application is now Accepted; its detail in the dashboard shows who signed and when.',
  fields: {
    signedBy: 'Typed name',
    acceptedAt: 'Accepted',
    guardian: 'Parent or guardian',
    guardianSigned: 'Guardian’s typed name',
    guardianAt: 'Guardian confirmed',
    visa: 'Needs a UK Student visa',
  },
  yes: 'Yes',
  no: 'No',
  openDashboard: 'Open the dashboard',
} as const;

/** Tells admissions that an offer was accepted, and by whom. */
export const acceptanceAlert: EmailKindHandler = {
  kind: 'acceptance_alert',
  async render(payload, { db, appUrl }) {
    const a = await loadApplication(db, payload);
    const acceptance = await loadAcceptance(db, payload, a.id);
    const name = `${a.first_name} ${a.last_name}`;
    const programme = choiceLabel(PROGRAMMES, a.programme);
    const fields: Array<[string, string]> = [
      [alert.fields.signedBy, acceptance.typed_name],
      [alert.fields.acceptedAt, formatLondonTime(acceptance.accepted_at)],
      [alert.fields.visa, acceptance.needs_visa ? alert.yes : alert.no],
    ];
    if (acceptance.guardian_name) {
      fields.push([alert.fields.guardian, acceptance.guardian_name]);
      if (acceptance.guardian_typed_name) fields.push([alert.fields.guardianSigned, acceptance.guardian_typed_name]);
      if (acceptance.guardian_confirmed_at) {
        fields.push([alert.fields.guardianAt, formatLondonTime(acceptance.guardian_confirmed_at)]);
      }
    }
    return {
      subject: alert.subject(name, programme),
      replyTo: a.email,
      ...renderEmail({
        heading: alert.heading,
        paragraphs: [alert.accepted(name, programme, intakeMonthLabel(a.start_date, 'en')), alert.history],
        fields,
        action: { label: alert.openDashboard, url: `${appUrl}/admin` },
      }),
    };
  },
};
