import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { insertOutboxEmails, type NewOutboxEmail } from '../outbox/email-outbox';
import { recordAudit, type AuditEntry } from './audit-log';

/**
 * Records what a staff member or account holder did and writes the e-mails it owes, in the
 * caller's transaction, so the entry and the e-mails commit together or not at all. Returns
 * the outbox ids for the caller to enqueue after the commit (server/outbox/email-queue.ts).
 */
export async function auditAndNotify(
  trx: Transaction<Database>,
  entry: AuditEntry,
  emails: readonly NewOutboxEmail[],
): Promise<string[]> {
  await recordAudit(trx, entry);
  return insertOutboxEmails(trx, emails);
}
