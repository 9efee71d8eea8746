import type { Insertable } from 'kysely';
import type { Db } from '../../db/client';
import { insertSubmissionWithEmails, type EmailKind } from '../../core/outbox/email-outbox';
import type { Database } from '../../db/types';
import { SUBMISSION_KINDS, type SubmissionTable } from '../../domain/submission-kinds';
import { acknowledgementFor } from './acknowledgement-limit';

/** What differs between storing one kind of public form and another. */
export interface Intake<Table extends SubmissionTable> {
  table: Table;
  /** The outbox payload's key for the submission id, and the log's. */
  idKey: string;
  alert: EmailKind;
  acknowledgement: EmailKind;
  /** What the log calls it: "<noun> honeypot filled", "<storedMessage>". */
  noun: string;
  storedMessage: string;
  /** Sending it ends the signed-in applicant's draft, which it was sent from (server/applicants/drafts.ts). */
  endsDraft: boolean;
}

export const applicationIntake: Intake<'applications'> = {
  ...SUBMISSION_KINDS.application,
  noun: 'application',
  storedMessage: 'application stored',
  endsDraft: true,
};

export const contactIntake: Intake<'contact_submissions'> = {
  ...SUBMISSION_KINDS.contact,
  noun: 'contact',
  storedMessage: 'contact submission stored',
  endsDraft: false,
};

/**
 * Stores a submission and the two e-mails it owes (the admissions alert and the sender's
 * acknowledgement, within its daily cap) atomically, so neither exists without the other.
 * The worker enqueues the e-mails when the insert commits (core/outbox/email-outbox.ts, OUTBOX_CHANNEL).
 * An application also ends, in the same statement, the draft of the applicant signed in
 * (`applicantEmail`), whose autosaved draft is what they just sent. Only theirs: the address typed
 * in the form proves nothing, so sending it never touches that address's draft (decision 115).
 */
export async function storeSubmission<Table extends SubmissionTable>(
  db: Db,
  intake: Intake<Table>,
  columns: Insertable<Database[Table]> & { email: string },
  admissionsEmail: string,
  applicantEmail: string | null = null,
): Promise<{ id: string; outboxIds: string[] }> {
  const draftOwners = intake.endsDraft && applicantEmail ? [applicantEmail] : [];
  return insertSubmissionWithEmails(
    db,
    intake.table,
    columns,
    intake.idKey,
    { kind: intake.alert, recipient: admissionsEmail },
    acknowledgementFor(intake.acknowledgement, columns.email),
    draftOwners,
  );
}
