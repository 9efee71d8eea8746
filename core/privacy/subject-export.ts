import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { SubjectCounts } from '../../domain/subject-counts';

/** The held items, and the audit entries that name the person (kept, but shown to them). */
type SubjectSummary = SubjectCounts & { auditEntries: number };

/**
 * Everything held about one address, for a subject access request: the same function serves the
 * dashboard's view and download, the admin API and `npm run privacy -- export`. E-mails are listed
 * by kind, state and dates; their bodies are rendered at send time and never stored.
 */
export async function exportSubject(db: Db, rawEmail: string, now = new Date()) {
  const email = rawEmail.trim().toLowerCase();
  const applications = await db
    .selectFrom('applications')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email)
    .orderBy('created_at')
    .execute();
  // The unsent application saved from the address ("save and finish later").
  const drafts = await db
    .selectFrom('application_drafts')
    .select(['id', 'email', 'values', 'step', 'created_at', 'updated_at', 'reminder_sent_at'])
    .where('email', '=', email)
    .execute();
  const contactMessages = await db
    .selectFrom('contact_submissions')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email)
    .orderBy('created_at')
    .execute();
  const submissionIds = [...applications, ...contactMessages].map((row) => row.id);
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'created_at', 'email_confirmed_at', 'is_admin', 'is_editor'])
    .where('email', '=', email)
    .executeTakeFirst();

  const notes = submissionIds.length
    ? await db
        .selectFrom('submission_notes')
        .select(['id', 'submission_type', 'submission_id', 'author_email', 'body', 'created_at'])
        .where('submission_id', 'in', submissionIds)
        .orderBy('created_at')
        .execute()
    : [];
  const statusHistory = applications.length
    ? await db
        .selectFrom('application_status_changes')
        .select([
          'id',
          'application_id',
          'from_status',
          'to_status',
          'changed_by_email',
          'note',
          'applicant_emailed',
          'status_email_sent_at',
          'missing_documents',
          'changed_at',
        ])
        .where(
          'application_id',
          'in',
          applications.map((row) => row.id),
        )
        .orderBy('changed_at')
        .execute()
    : [];
  // The documents sent with the applications; the files themselves go in the zip (subject-archive.ts).
  const documents = applications.length
    ? await db
        .selectFrom('application_documents')
        .select([
          'id',
          'application_id',
          'item',
          'original_name',
          'mime_type',
          'size_bytes',
          'scan_state',
          'review_state',
          'reject_reason',
          'uploaded_at',
        ])
        .where(
          'application_id',
          'in',
          applications.map((row) => row.id),
        )
        .orderBy('uploaded_at')
        .execute()
    : [];
  // The letters issued to the applications; the PDFs themselves go in the zip (subject-archive.ts).
  const letters = applications.length
    ? await db
        .selectFrom('letters')
        .select([
          'id',
          'application_id',
          'kind',
          'language',
          'template_version',
          'state',
          'sha256',
          'size_bytes',
          'issued_at',
        ])
        .where(
          'application_id',
          'in',
          applications.map((row) => row.id),
        )
        .orderBy('requested_at')
        .execute()
    : [];
  // The offers made on the applications, with their conditions (decision 134).
  const offers = applications.length
    ? await db
        .selectFrom('offers')
        .select([
          'application_id',
          'kind',
          'fees_pence',
          'deposit_pence',
          'payment_reference',
          'reply_by',
          'made_at',
          'unconditional_at',
        ])
        .where(
          'application_id',
          'in',
          applications.map((row) => row.id),
        )
        .orderBy('made_at')
        .execute()
    : [];
  const offerConditions = applications.length
    ? await db
        .selectFrom('offer_conditions')
        .select(['id', 'application_id', 'position', 'preset', 'text_en', 'text_ar', 'met_at'])
        .where(
          'application_id',
          'in',
          applications.map((row) => row.id),
        )
        .orderBy('application_id')
        .orderBy('position')
        .execute()
    : [];
  // The acceptances of the offers (decision 135): the applicant's, and any the address confirmed as a guardian.
  const acceptances = await db
    .selectFrom('acceptances')
    .select([
      'application_id',
      'typed_name',
      'accepted_at',
      'ip',
      'user_agent',
      'letter_sha256',
      'needs_visa',
      'guardian_name',
      'guardian_email',
      'guardian_typed_name',
      'guardian_confirmed_at',
      'guardian_ip',
      'guardian_user_agent',
      'counted_at',
    ])
    .where((eb) =>
      eb.or([
        eb('guardian_email', '=', email),
        ...(applications.length
          ? [
              eb(
                'application_id',
                'in',
                applications.map((row) => row.id),
              ),
            ]
          : []),
      ]),
    )
    .orderBy('accepted_at')
    .execute();
  // The CAS and the visa's outcome on the applications (decision 136).
  const casRecords = applications.length
    ? await db
        .selectFrom('cas_records')
        .select([
          'application_id',
          'cas_number',
          'issued_on',
          'recorded_at',
          'visa_outcome',
          'visa_outcome_at',
          'deposit_to_refund',
        ])
        .where(
          'application_id',
          'in',
          applications.map((row) => row.id),
        )
        .execute()
    : [];
  // The payments recorded against the deposits, and when the CAS was asked for (decisions 136, 137).
  const payments = applications.length
    ? await db
        .selectFrom('payments')
        .select([
          'id',
          'application_id',
          'payment_reference',
          'amount_pence',
          'paid_on',
          'method',
          'note',
          'created_at',
        ])
        .where(
          'application_id',
          'in',
          applications.map((row) => row.id),
        )
        .orderBy('paid_on')
        .orderBy('created_at')
        .execute()
    : [];
  const casRequests = applications.length
    ? await db
        .selectFrom('cas_requests')
        .select(['application_id', 'requested_on', 'recorded_at'])
        .where(
          'application_id',
          'in',
          applications.map((row) => row.id),
        )
        .execute()
    : [];
  // The arrival the enrolled applicant told the school about (decision 139).
  const arrivals = applications.length
    ? await db
        .selectFrom('arrivals')
        .select([
          'application_id',
          'flight_number',
          'arrival_date',
          'arrival_time',
          'pick_up',
          'accommodation',
          'created_at',
          'updated_at',
        ])
        .where(
          'application_id',
          'in',
          applications.map((row) => row.id),
        )
        .execute()
    : [];
  // Campus visits and interviews booked from the address (decisions 141-143).
  const bookings = await db
    .selectFrom('bookings')
    .select([
      'id',
      'kind',
      'starts_at',
      'ends_at',
      'application_id',
      'name',
      'email',
      'phone',
      'party_size',
      'programmes',
      'message',
      'language',
      'status',
      'reminder_sent_at',
      'cancelled_at',
      'outcome',
      'outcome_at',
      'created_at',
      'updated_at',
    ])
    .where(sql<string>`lower(email)`, '=', email)
    .orderBy('starts_at')
    .execute();
  // What the address did as staff that keeps the address itself (erasure relabels both).
  const documentReviews = await db
    .selectFrom('application_documents')
    .select(['id', 'application_id', 'item', 'review_state', 'reviewed_at'])
    .where('reviewed_by_email', '=', email)
    .orderBy('reviewed_at')
    .execute();
  const duplicateDismissals = await db
    .selectFrom('duplicate_dismissals')
    .select(['first_application_id', 'second_application_id', 'dismissed_at'])
    .where('dismissed_by_email', '=', email)
    .orderBy('dismissed_at')
    .execute();
  const referenceIds = [...submissionIds, ...(user ? [user.id] : [])];
  const emails = await db
    .selectFrom('email_outbox')
    .select(['id', 'kind', 'recipient', 'reference_id', 'status', 'attempts', 'created_at', 'sent_at'])
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(recipient)`, '=', email),
        ...(referenceIds.length ? [eb('reference_id', 'in', referenceIds)] : []),
      ]),
    )
    .orderBy('created_at')
    .execute();
  const auditEntries = referenceIds.length
    ? await db
        .selectFrom('audit_log')
        .select(['id', 'at', 'actor_label', 'action', 'subject_type', 'subject_id', 'details', 'ip'])
        .where((eb) => eb.or([eb('subject_id', 'in', referenceIds), ...(user ? [eb('actor_id', '=', user.id)] : [])]))
        .orderBy('at')
        .limit(10_000)
        .execute()
    : [];

  const summary: SubjectSummary = {
    applications: applications.length,
    drafts: drafts.length,
    contactMessages: contactMessages.length,
    notes: notes.length,
    statusChanges: statusHistory.length,
    emails: emails.length,
    staffAccount: user ? 1 : 0,
    auditEntries: auditEntries.length,
  };
  return {
    subject: email,
    generatedAt: now.toISOString(),
    summary: { ...summary, text: describeSummary(email, summary) },
    applications: applications.map(({ final_status_at, ...row }) => ({ ...row, closed_at: final_status_at })),
    drafts,
    contactMessages,
    notes,
    statusHistory,
    documents,
    letters,
    offers,
    acceptances,
    offerConditions,
    casRecords,
    casRequests,
    payments,
    arrivals,
    bookings,
    emails,
    staffAccount: user ?? null,
    documentReviews,
    duplicateDismissals,
    auditEntries,
  };
}

export type SubjectExport = Awaited<ReturnType<typeof exportSubject>>;

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The readable line at the top of the file. */
export function describeSummary(email: string, s: SubjectSummary): string {
  const parts = [
    plural(s.applications, 'application'),
    plural(s.contactMessages, 'contact message'),
    plural(s.drafts, 'unsent application draft'),
    plural(s.notes, 'staff note'),
    plural(s.statusChanges, 'status change'),
    plural(s.emails, 'e-mail record'),
    s.staffAccount ? 'a staff account' : 'no staff account',
    plural(s.auditEntries, 'audit log entry', 'audit log entries'),
  ];
  return `We hold the following about ${email}: ${parts.join(', ')}.`;
}

/** The total of things an erasure would remove (the dashboard warns with it). */
export function heldItemCount(s: SubjectCounts): number {
  return s.applications + s.drafts + s.contactMessages + s.notes + s.statusChanges + s.emails + s.staffAccount;
}
