import { sql } from 'kysely';
import { recordAudit, redactErasedActor, type AuditActor } from '../audit/audit-log';
import type { Db } from '../../db/client';
import type { SubjectCounts } from '../../domain/subject-counts';
import { releasePlace } from '../visits/offered-slots';
import { eraseSubmissions, keepSignaturesOnly } from './erase-records';
import { REDACTED, redactMentions } from './redact-mentions';
import { SUBJECT_PSEUDONYM_TYPE, subjectPseudonym } from './subject';

export interface ErasureResult {
  /** What was erased, and how many notes, status notes and audit labels elsewhere that named the person were blanked. */
  counts: SubjectCounts & { mentionsRedacted: number };
  /** The erased outbox rows: remove their BullMQ jobs (removeEmailJobs) after the commit. */
  outboxIds: string[];
  /** The stored objects of the erased documents, queued for removal: removeQueuedObjects after the commit. */
  objectKeys: string[];
}

/**
 * Erases every trace of one address, in one transaction (docs/decisions/051-erasure.md):
 * applications, the application draft and contact messages from it with their notes, history, openings and e-mails;
 * visits and interviews booked from it;
 * e-mails sent to it; a staff account with that address, its sessions and tokens; and the
 * address and the applicant's name, as whole words, in other texts that name the address.
 * The one record left is the audit entry: the address pseudonymised, the counts, who and when.
 */
export interface ErasureOptions {
  /** AUDIT_HMAC_KEY: the audit entry names the person by a pseudonym made with it. */
  auditHmacKey: Buffer;
  ip?: string | null;
}

export async function eraseSubject(
  db: Db,
  rawEmail: string,
  actor: AuditActor,
  { auditHmacKey, ip = null }: ErasureOptions,
): Promise<ErasureResult> {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const applications = await trx
      .selectFrom('applications')
      .select(['id', 'first_name', 'last_name'])
      .where(sql<string>`lower(email)`, '=', email)
      .forUpdate()
      .execute();
    const contacts = await trx
      .selectFrom('contact_submissions')
      .select(['id', 'first_name', 'last_name'])
      .where(sql<string>`lower(email)`, '=', email)
      .forUpdate()
      .execute();
    const user = await trx.selectFrom('users').select('id').where('email', '=', email).forUpdate().executeTakeFirst();

    const documents = applications.length
      ? await trx
          .selectFrom('application_documents')
          .select('object_key')
          .where(
            'application_id',
            'in',
            applications.map((row) => row.id),
          )
          .execute()
      : [];
    // Acceptances the address confirmed as a parent or guardian keep only the signature
    // (decision 135); the applicant's own acceptances are detached with their applications below.
    await keepSignaturesOnly(trx, { guardianEmail: email });
    // Visits and interviews booked from the address or for its applications, their places given
    // back (decision 142); before the applications go, so none leaves with them by cascade still
    // holding its slot and its officer.
    const applicationIds = applications.map((row) => row.id);
    const bookings = await trx
      .deleteFrom('bookings')
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(email)`, '=', email),
          ...(applicationIds.length ? [eb('application_id', 'in', applicationIds)] : []),
        ]),
      )
      .returning(['id', 'rule_id', 'starts_at', 'status'])
      .execute();
    for (const booking of bookings) {
      if (booking.status === 'booked') await releasePlace(trx, booking.rule_id, booking.starts_at);
    }
    const apps = await eraseSubmissions(
      trx,
      'application',
      applications.map((row) => row.id),
    );
    const msgs = await eraseSubmissions(
      trx,
      'contact',
      contacts.map((row) => row.id),
    );
    const referenceIds = [...(user ? [user.id] : []), ...bookings.map((booking) => booking.id)];
    const direct = await trx
      .deleteFrom('email_outbox')
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(recipient)`, '=', email),
          ...(referenceIds.length ? [eb('reference_id', 'in', referenceIds)] : []),
        ]),
      )
      .returning('id')
      .execute();

    // An invitation that was never accepted names the address too, and so do an applicant's
    // sessions, sign-in links and draft.
    await trx
      .deleteFrom('staff_invitations')
      .where(sql<string>`lower(email)`, '=', email)
      .execute();
    await trx.deleteFrom('applicant_sessions').where('email', '=', email).execute();
    await trx.deleteFrom('applicant_sign_in_links').where('email', '=', email).execute();
    const drafts = await trx.deleteFrom('application_drafts').where('email', '=', email).executeTakeFirst();

    let staffAccount = 0;
    let mentionsRedacted = 0;
    if (user) {
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('email_confirmation_tokens').where('user_id', '=', user.id).execute();
      // What this person did as staff stays on record, without saying who they were.
      const label = `${REDACTED} ${user.id.slice(0, 8)}`;
      const history = await trx
        .updateTable('application_status_changes')
        .set({ changed_by_email: label })
        .where('changed_by', '=', user.id)
        .executeTakeFirst();
      const notes = await trx
        .updateTable('submission_notes')
        .set({ author_email: label })
        .where('author_id', '=', user.id)
        .executeTakeFirst();
      // A document review and a "not a duplicate" mark keep the staff member's address as text
      // (staff addresses are stored lower-case).
      const reviews = await trx
        .updateTable('application_documents')
        .set({ reviewed_by_email: label })
        .where('reviewed_by_email', '=', email)
        .executeTakeFirst();
      const dismissals = await trx
        .updateTable('duplicate_dismissals')
        .set({ dismissed_by_email: label })
        .where('dismissed_by_email', '=', email)
        .executeTakeFirst();
      mentionsRedacted += [history, notes, reviews, dismissals].reduce(
        (sum, result) => sum + Number(result.numUpdatedRows),
        0,
      );
      const deleted = await trx.deleteFrom('users').where('id', '=', user.id).executeTakeFirst();
      staffAccount = Number(deleted.numDeletedRows);
      // The database relabels only a deleted account's entries, with this same label.
      await redactErasedActor(trx, user.id);
    }

    // Free text written about the person elsewhere (another submission's note naming their
    // address) loses the address and their name too.
    const names = [...applications, ...contacts].map((row) => `${row.first_name} ${row.last_name}`);
    mentionsRedacted += await redactMentions(trx, email, names);

    const counts: ErasureResult['counts'] = {
      applications: apps.submissions,
      drafts: Number(drafts.numDeletedRows),
      contactMessages: msgs.submissions,
      notes: apps.notes + msgs.notes,
      statusChanges: apps.statusChanges,
      emails: apps.outboxIds.length + msgs.outboxIds.length + direct.length,
      staffAccount,
      mentionsRedacted,
    };
    await recordAudit(trx, {
      actor,
      action: 'privacy.erased',
      subject: { type: SUBJECT_PSEUDONYM_TYPE, id: subjectPseudonym(email, auditHmacKey) },
      details: { ...counts },
      ip,
    });
    return {
      counts,
      outboxIds: [...apps.outboxIds, ...msgs.outboxIds, ...direct.map((row) => row.id)],
      objectKeys: documents.flatMap((row) => (row.object_key ? [row.object_key] : [])),
    };
  });
}
