import { UnrecoverableError } from 'bullmq';
import { PROGRAMMES, choiceLabel } from '../../../domain/application-choices';
import { intakeMonthLabel } from '../../../domain/intakes';
import { APPLICATION_FIELD_LABELS } from '../../../domain/application-field-labels';
import { statusLabel } from '../../../domain/application-status';
import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';
import { emailLanguage, submittedInNote } from '../localized';
import { formatLondonTime, loadApplication } from '../load-submission';

/** This e-mail's words (decision 101). */
const messages = {
  subject: (name: string, programme: string) => `Application withdrawn: ${name} - ${programme}`,
  heading: 'An applicant has withdrawn their application',
  withdrew: (name: string, programme: string, startDate: string) =>
    `${name} has withdrawn their application for ${programme}, starting ${startDate}, from their application space.`,
  noAction: 'The application is now closed as Withdrawn; its history in the dashboard shows the change.',
  fields: {
    withdrawnAt: 'Withdrawn',
    withdrawnBy: 'Withdrawn by',
    statusBefore: 'Status before',
    received: 'Received',
    ...APPLICATION_FIELD_LABELS,
  },
  byApplicant: 'The applicant, signed in with a link e-mailed to their address',
  openDashboard: 'Open the dashboard',
} as const;
const labels = messages.fields;

/** Tells admissions that an applicant withdrew an application in their own space. */
export const applicationWithdrawn: EmailKindHandler = {
  kind: 'application_withdrawn',
  async render(payload, { db, appUrl }) {
    const a = await loadApplication(db, payload);
    const changeId = payload.statusChangeId;
    if (typeof changeId !== 'string') throw new UnrecoverableError('outbox payload has no statusChangeId');
    const change = await db
      .selectFrom('application_status_changes')
      .select(['from_status', 'changed_at'])
      .where('id', '=', changeId)
      .where('application_id', '=', a.id)
      .executeTakeFirst();
    if (!change) throw new UnrecoverableError(`status change ${changeId} no longer exists`);
    const name = `${a.first_name} ${a.last_name}`;
    const programme = choiceLabel(PROGRAMMES, a.programme);
    const startDate = intakeMonthLabel(a.start_date, 'en');
    return {
      subject: messages.subject(name, programme),
      replyTo: a.email,
      ...renderEmail({
        heading: messages.heading,
        paragraphs: [
          messages.withdrew(name, programme, startDate),
          messages.noAction,
          ...submittedInNote(emailLanguage(a.language), 'applicant'),
        ],
        fields: [
          [labels.withdrawnAt, formatLondonTime(change.changed_at)],
          [labels.withdrawnBy, messages.byApplicant],
          [labels.statusBefore, statusLabel(change.from_status)],
          [labels.firstName, a.first_name],
          [labels.lastName, a.last_name],
          [labels.email, a.email],
          [labels.programme, programme],
          [labels.startDate, startDate],
          [labels.received, formatLondonTime(a.created_at)],
        ],
        action: { label: messages.openDashboard, url: `${appUrl}/admin` },
      }),
    };
  },
};
