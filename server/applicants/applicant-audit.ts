import type { AuditEntry } from '../../core/audit/audit-log';
import type { ApplicantSession } from './applicant-sessions';

/**
 * What an applicant did, as the audit log keeps it (docs/decisions/052-audit-model.md): the actor
 * is 'applicant', never the address, and the details carry the session's public id, so a sign-in
 * and what followed it hang together by ids alone. The log outlives the applicant's erasure.
 */
export function applicantAuditEntry(
  applicant: Pick<ApplicantSession, 'publicId'>,
  ip: string | null,
  entry: Pick<AuditEntry, 'action' | 'subject'> & { details?: Record<string, string | number | null> },
): AuditEntry {
  return {
    actor: 'applicant',
    action: entry.action,
    subject: entry.subject,
    details: { ...entry.details, applicantSession: applicant.publicId },
    ip,
  };
}
