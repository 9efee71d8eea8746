import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { DocumentItemKey } from '../../domain/document-checklist';
import { incompleteRequiredItems } from '../../domain/document-progress';
import { applicationChecklist } from '../documents/document-views';
import { AppError } from '../errors/app-error';

export function missingDocumentsMessage(labels: readonly string[]): string {
  return `Required documents are not in hand: ${labels.join(', ')}. Confirm to make the offer without them.`;
}

/**
 * The required items not in hand (missing, being scanned, rejected, refused) when an offer is made,
 * read under the caller's lock on the application. An offer goes ahead without them only when the
 * officer confirmed every one: a confirmation given for fewer (a file rejected meanwhile) is
 * refused with the current list, so nobody confirms what they did not see.
 */
export async function documentsMissingForOffer(
  trx: Transaction<Database>,
  application: { id: string; programme: string },
  confirmed: readonly string[],
): Promise<DocumentItemKey[]> {
  const missing = incompleteRequiredItems(await applicationChecklist(trx, application));
  if (missing.some((item) => !confirmed.includes(item.key))) {
    throw new AppError('CONFLICT', missingDocumentsMessage(missing.map((item) => item.label)));
  }
  return missing.map((item) => item.key);
}
