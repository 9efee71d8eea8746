import { camelCaseKeys } from '../../db/column-case';
import type { Db } from '../../db/client';
import { AppError } from '../errors/app-error';
import { deliveriesFor, linkedSubmissions, notesFor, openingOf } from './submission-extras';
import type { AnySubmissionKind } from './submission-kind';
import { column, fromSubmissions } from './submission-query';

/** What a kind's detail shows besides the generic parts (an application's status history). */
export type MoreDetail = (db: Db, id: string) => Promise<Record<string, unknown>>;

/**
 * One submission: id, createdAt and the kind's detail columns in camelCase, with its notes,
 * e-mails, related submissions, first opening, and what `more` adds.
 */
export async function submissionDetail(db: Db, kind: AnySubmissionKind, id: string, more?: MoreDetail) {
  const row = await fromSubmissions(db, kind.table)
    .select(['s.id', 's.created_at', 's.email', ...kind.detailColumns.map((name) => column(name).as(name))])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', kind.notFoundMessage);
  const [notes, deliveries, linked, opening, extra] = await Promise.all([
    notesFor(db, id),
    deliveriesFor(db, id),
    linkedSubmissions(db, row.email, id),
    openingOf(db, id),
    more?.(db, id),
  ]);
  return { ...camelCaseKeys(row), ...extra, notes, deliveries, linked, opening };
}
