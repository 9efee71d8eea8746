import { sql, type Transaction } from 'kysely';
import { recordAudit } from '../../core/audit/audit-log';
import { issueLetter } from '../../core/letters/issue-letter';
import { insertOutboxEmails, type NewOutboxEmail } from '../../core/outbox/email-outbox';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import { acceptanceMessages, isMinorOn, type AcceptInput } from '../../domain/acceptance';
import { isLocale, type Locale } from '../../domain/locale';
import { moveApplicationStatus } from '../admissions/change-application-status';
import { AppError } from '../errors/app-error';
import { offerTerms } from '../offers/make-offer';
import { applicantAuditEntry } from '../applicants/applicant-audit';
import type { ApplicantSession } from '../applicants/applicant-sessions';
import { APPLICATION_NOT_FOUND } from '../applicants/withdraw-application';

/** How the history names who moved the application to "accepted" (the applicant has no account). */
export const ACCEPTED_BY_APPLICANT = 'The applicant';
export const ACCEPTED_BY_GUARDIAN = 'The applicant, with their parent or guardian';

/** Where the request came from: the acceptance records both (decision 135). */
export interface RequestMark {
  ip: string | null;
  userAgent: string | null;
}

/** A header's user agent as the acceptance keeps it: at most 500 characters, none when absent. */
export function userAgentOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value ? value.slice(0, 500) : null;
}

const ipOf = (ip: string | null) => (ip ? ip.slice(0, 100) : null);

/** The letter the applicant accepts: the offer's latest, issued letter (unconditional once conditions are met). */
async function offerLetter(trx: Transaction<Database>, applicationId: string) {
  const letters = await trx
    .selectFrom('letters')
    .select(['id', 'kind', 'sha256'])
    .where('application_id', '=', applicationId)
    .where('kind', 'in', ['unconditional_offer', 'conditional_offer'])
    .execute();
  const letter = letters.find((row) => row.kind === 'unconditional_offer') ?? letters[0];
  if (!letter?.sha256) throw new AppError('CONFLICT', acceptanceMessages.letterNotReady);
  return { id: letter.id, sha256: letter.sha256 };
}

/**
 * The acceptance counts, in the caller's transaction under the application's lock: the application
 * becomes "accepted" (its history names who signed), the confirmation letter is asked for with the
 * offer's terms, and the applicant and admissions are e-mailed through the outbox.
 */
export async function countAcceptance(
  trx: Transaction<Database>,
  application: { id: string; status: string; email: string; language: string },
  acceptanceId: string,
  changedByLabel: string,
  admissionsEmail: string,
): Promise<{ changeId: string; letterId: string; emails: NewOutboxEmail[] }> {
  await trx
    .updateTable('acceptances')
    .set({ counted_at: sql<Date>`clock_timestamp()` })
    .where('id', '=', acceptanceId)
    .execute();
  const change = await moveApplicationStatus(trx, application, 'accepted', {
    changedBy: null,
    changedByLabel,
    note: null,
    applicantEmailed: true,
  });
  const locale: Locale = isLocale(application.language) ? application.language : 'en';
  const { letterId } = await issueLetter(
    trx,
    application,
    'acceptance_confirmation',
    await offerTerms(trx, application.id, locale),
  );
  const payload = { applicationId: application.id, acceptanceId };
  return {
    changeId: change.id,
    letterId,
    emails: [
      { kind: 'acceptance_confirmed', recipient: application.email, payload, referenceId: application.id },
      { kind: 'acceptance_alert', recipient: admissionsEmail, payload, referenceId: application.id },
    ],
  };
}

export interface AcceptResult {
  /** 'accepted' when it counts now; 'awaiting_guardian' when a guardian must confirm first. */
  state: 'accepted' | 'awaiting_guardian';
  outboxIds: string[];
  /** The acceptance-confirmation letter asked for, to enqueue after commit. */
  letterIds: string[];
}

/**
 * The applicant accepts their offer (decision 135): records the typed name, the time, the IP
 * address, the user agent, the offer letter's hash and the visa answer. An adult's acceptance
 * counts at once. An applicant under 18 on the intake's start date must name a guardian, who is
 * e-mailed a link; until the guardian confirms, the acceptance waits, and accepting again (a
 * corrected guardian, say) replaces the details and ends the earlier links.
 */
export async function acceptOffer(
  db: Db,
  applicant: Pick<ApplicantSession, 'email' | 'publicId'>,
  input: AcceptInput,
  mark: RequestMark,
  admissionsEmail: string,
): Promise<AcceptResult> {
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select(['id', 'status', 'email', 'language', 'date_of_birth', 'start_date'])
      .where('id', '=', input.applicationId)
      .where(sql<string>`lower(email)`, '=', applicant.email)
      .forUpdate()
      .executeTakeFirst();
    if (!application) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    if (application.status === 'accepted') throw new AppError('CONFLICT', acceptanceMessages.alreadyAccepted);
    if (application.status !== 'offer') throw new AppError('CONFLICT', acceptanceMessages.notAnOffer);
    const minor = isMinorOn(application.date_of_birth, application.start_date);
    if (minor && !input.guardian) throw new AppError('BAD_REQUEST', acceptanceMessages.guardianNeeded);
    if (minor && input.guardian!.email === applicant.email) {
      throw new AppError('BAD_REQUEST', acceptanceMessages.guardianNotSelf);
    }
    const letter = await offerLetter(trx, application.id);
    const values = {
      typed_name: input.typedName,
      ip: ipOf(mark.ip),
      user_agent: mark.userAgent,
      letter_id: letter.id,
      letter_sha256: letter.sha256,
      needs_visa: input.needsVisa,
      guardian_name: minor ? input.guardian!.name : null,
      guardian_email: minor ? input.guardian!.email : null,
    };
    // A waiting acceptance (its guardian has not confirmed) is replaced; its links go with it.
    await trx.deleteFrom('acceptances').where('application_id', '=', application.id).execute();
    const acceptance = await trx
      .insertInto('acceptances')
      .values({ ...values, application_id: application.id, application_reference: application.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const subject = { type: 'application', id: application.id };
    if (minor) {
      await recordAudit(
        trx,
        applicantAuditEntry(applicant, mark.ip, {
          action: 'offer.acceptance_awaiting_guardian',
          subject,
          details: { acceptanceId: acceptance.id },
        }),
      );
      const outboxIds = await insertOutboxEmails(trx, [
        {
          kind: 'guardian_confirmation',
          recipient: values.guardian_email!,
          payload: { acceptanceId: acceptance.id },
          referenceId: application.id,
        },
      ]);
      return { state: 'awaiting_guardian' as const, outboxIds, letterIds: [] };
    }
    const counted = await countAcceptance(trx, application, acceptance.id, ACCEPTED_BY_APPLICANT, admissionsEmail);
    await recordAudit(
      trx,
      applicantAuditEntry(applicant, mark.ip, {
        action: 'offer.accepted',
        subject,
        details: { acceptanceId: acceptance.id, statusChangeId: counted.changeId, letterId: counted.letterId },
      }),
    );
    return {
      state: 'accepted' as const,
      outboxIds: await insertOutboxEmails(trx, counted.emails),
      letterIds: [counted.letterId],
    };
  });
}
