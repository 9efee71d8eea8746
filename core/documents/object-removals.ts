import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { ObjectStorage } from '../storage/object-storage';

/** How long an upload may take before its lease lets the object be removed (a crashed upload). */
export const UPLOAD_LEASE_MS = 60 * 60 * 1000;

/**
 * Before an upload writes its object: queues the object's removal for later, so that a crash
 * between writing the object and inserting its row leaves nothing behind for long. The
 * transaction that inserts the row calls clearUploadLease.
 */
export async function takeUploadLease(db: Db, objectKey: string, now = new Date()): Promise<void> {
  await db
    .insertInto('stored_object_removals')
    .values({ object_key: objectKey, due_at: new Date(now.getTime() + UPLOAD_LEASE_MS) })
    .execute();
}

export async function clearUploadLease(db: Pick<Db, 'deleteFrom'>, objectKey: string): Promise<void> {
  await db.deleteFrom('stored_object_removals').where('object_key', '=', objectKey).execute();
}

/**
 * Removes every stored object whose removal is due: the object first, then its queue row, so a
 * crash in between only repeats a harmless delete next time. Rows deleted by erasure, retention,
 * replacement or quarantine queue their objects by trigger (migration 0013).
 */
export async function removeDueObjects(
  db: Db,
  storage: ObjectStorage,
  { batch = 100, now = new Date() } = {},
): Promise<number> {
  let removed = 0;
  for (;;) {
    const due = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('stored_object_removals')
        .select('object_key')
        .where('due_at', '<=', now)
        .orderBy('due_at')
        .limit(batch)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const { object_key } of rows) await storage.delete(object_key);
      if (rows.length > 0) {
        await trx
          .deleteFrom('stored_object_removals')
          .where(
            'object_key',
            'in',
            rows.map((row) => row.object_key),
          )
          .execute();
      }
      return rows.length;
    });
    removed += due;
    if (due < batch) return removed;
  }
}

/**
 * Removes one queued object now, waiting for a remover that holds its queue row rather than
 * skipping it as removeDueObjects does: when this returns, the object is gone, removed here or
 * by that remover before it committed. For a removal someone is waiting on (an applicant's
 * "Yes, remove it").
 */
export async function removeQueuedObject(db: Db, storage: ObjectStorage, objectKey: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const queued = await trx
      .selectFrom('stored_object_removals')
      .select('object_key')
      .where('object_key', '=', objectKey)
      .forUpdate()
      .executeTakeFirst();
    if (!queued) return;
    await storage.delete(objectKey);
    await trx.deleteFrom('stored_object_removals').where('object_key', '=', objectKey).execute();
  });
}

/** removeQueuedObject for each of `objectKeys`, one after another. */
export async function removeQueuedObjects(
  db: Db,
  storage: ObjectStorage,
  objectKeys: readonly string[],
): Promise<void> {
  for (const objectKey of objectKeys) await removeQueuedObject(db, storage, objectKey);
}

/** Objects queued for removal and not yet removed: for the retention summary and tests. */
export async function pendingRemovals(db: Db): Promise<number> {
  const { rows } = await sql<{ count: string }>`select count(*) as count from stored_object_removals`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
