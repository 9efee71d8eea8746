import type { EmailKind } from '../../core/outbox/email-outbox';
import type { EmailKindHandler } from './email-kind';
import { accountConfirmation } from './kinds/account-confirmation';
import { applicantSignIn } from './kinds/applicant-sign-in';
import { applicationAck } from './kinds/application-ack';
import { applicationAlert } from './kinds/application-alert';
import { applicationStatus } from './kinds/application-status';
import { applicationWithdrawn } from './kinds/application-withdrawn';
import { contactAck } from './kinds/contact-ack';
import { documentsRequested } from './kinds/documents-requested';
import { contactAlert } from './kinds/contact-alert';
import { draftReminder } from './kinds/draft-reminder';
import { passwordChanged } from './kinds/password-changed';
import { passwordReset } from './kinds/password-reset';
import { staffInvitation } from './kinds/staff-invitation';
import { staleContent } from './kinds/stale-content';
import { offerUnconditional } from './kinds/offer-unconditional';
import { acceptanceAlert, acceptanceConfirmed } from './kinds/acceptance';
import { guardianConfirmation } from './kinds/guardian-confirmation';
import { casIssued } from './kinds/cas-issued';
import { enrolled } from './kinds/enrolled';
import { visitAlert, visitBooked, visitCancelled, visitReminder, visitRescheduled } from './kinds/visits';
import {
  interviewAlert,
  interviewBooked,
  interviewCancelled,
  interviewReminder,
  interviewRescheduled,
} from './kinds/interviews';
import { paymentReceipt } from './kinds/payment-receipt';
import { replyByPassedEmail } from './kinds/reply-by-passed';

/** Every e-mail the worker can send, by outbox kind. */
const handlers: readonly EmailKindHandler[] = [
  contactAlert,
  contactAck,
  applicationAlert,
  applicationAck,
  accountConfirmation,
  applicationStatus,
  passwordReset,
  passwordChanged,
  staffInvitation,
  applicantSignIn,
  applicationWithdrawn,
  draftReminder,
  documentsRequested,
  staleContent,
  offerUnconditional,
  acceptanceConfirmed,
  acceptanceAlert,
  guardianConfirmation,
  casIssued,
  enrolled,
  visitBooked,
  visitRescheduled,
  visitCancelled,
  visitReminder,
  visitAlert,
  interviewBooked,
  interviewRescheduled,
  interviewCancelled,
  interviewReminder,
  interviewAlert,
  paymentReceipt,
  replyByPassedEmail,
];

const byKind = new Map<string, EmailKindHandler>(handlers.map((handler) => [handler.kind, handler]));

export function emailHandlerFor(kind: string): EmailKindHandler | undefined {
  return byKind.get(kind as EmailKind);
}
