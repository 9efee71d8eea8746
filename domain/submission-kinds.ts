/**
 * The kinds of submission the public forms store, and the one place that names each kind's table,
 * the outbox payload key of its id, its two e-mails and its status history. The generic paths
 * (storing, opening, notes, erasure, the staff lists) read a kind from here, so a third kind is one
 * entry here plus its own form, and tests/unit/kind-registry.test.ts fails until erasure, export
 * and retention know it too. Pure data: every tier imports it.
 */
export const SUBMISSION_KINDS = {
  application: {
    table: 'applications',
    idKey: 'applicationId',
    alert: 'application_alert',
    acknowledgement: 'application_ack',
    /** Rows that go with the submission when it is erased. */
    historyTable: 'application_status_changes',
  },
  contact: {
    table: 'contact_submissions',
    idKey: 'contactId',
    alert: 'contact_alert',
    acknowledgement: 'contact_ack',
    historyTable: null,
  },
} as const;

export type SubmissionType = keyof typeof SUBMISSION_KINDS;
export type SubmissionTable = (typeof SUBMISSION_KINDS)[SubmissionType]['table'];

export const SUBMISSION_TYPES = Object.keys(SUBMISSION_KINDS) as SubmissionType[];

/** The table that holds a kind's submissions. */
export function submissionTable<Type extends SubmissionType>(type: Type): (typeof SUBMISSION_KINDS)[Type]['table'] {
  return SUBMISSION_KINDS[type].table;
}
