import { sql } from 'kysely';
import { OUTBOX_CHANNEL } from '../../core/outbox/email-outbox';
import type { Db } from '../../db/client';
import { DRAFT_REMINDER_AFTER_DAYS } from '../../domain/draft-reminder';
import type { Logger } from '../logger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often each worker looks for drafts due a reminder: a reminder is a few minutes late at most. */
export const DRAFT_REMINDER_INTERVAL_MS = 10 * 60 * 1000;
const BATCH_SIZE = 500;

/**
 * Queues the 'draft_reminder' e-mail of every claimed draft (an address's own, not a save still
 * waiting for its link: decision 115) untouched for DRAFT_REMINDER_AFTER_DAYS that
 * has had none, marking it reminded in the statement that writes the outbox row: one statement,
 * so a reminder is never marked without its e-mail nor written twice, even with several workers
 * (skip locked, and the mark is checked again on the locked row). The listener enqueues the rows
 * at commit (OUTBOX_CHANNEL); the relay catches any it misses.
 */
export async function sendDraftReminders(db: Db, now = new Date()): Promise<{ outboxIds: string[] }> {
  const untouchedSince = new Date(now.getTime() - DRAFT_REMINDER_AFTER_DAYS * DAY_MS);
  const outboxIds: string[] = [];
  for (;;) {
    const { rows } = await sql<{ id: string }>`with reminded as (
  update application_drafts set reminder_sent_at = ${now}
  where reminder_sent_at is null and id in (
    select id from application_drafts
    where claimed and reminder_sent_at is null and updated_at <= ${untouchedSince}
    order by updated_at
    limit ${BATCH_SIZE} for update skip locked)
  returning id, email
)
insert into email_outbox (kind, recipient, payload, reference_id)
select 'draft_reminder', reminded.email, jsonb_build_object('draftId', reminded.id::text), reminded.id
from reminded
returning id, pg_notify(${OUTBOX_CHANNEL}::text, id::text)`.execute(db);
    outboxIds.push(...rows.map((row) => row.id));
    if (rows.length < BATCH_SIZE) return { outboxIds };
  }
}

/** Runs sendDraftReminders on a timer in the worker; close() waits for a pass in hand. */
export function startDraftReminders({
  db,
  logger,
  intervalMs = DRAFT_REMINDER_INTERVAL_MS,
}: {
  db: Db;
  logger: Logger;
  intervalMs?: number;
}) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sendDraftReminders(db)
      .then(({ outboxIds }) => {
        if (outboxIds.length > 0) logger.info({ count: outboxIds.length }, 'draft reminders queued');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'draft reminder pass failed'));
  }, intervalMs);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
