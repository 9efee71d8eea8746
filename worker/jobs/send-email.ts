import { UnrecoverableError, type Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { EmailJobData } from '../../core/outbox/email-outbox';
import type { RenderContext } from '../emails/email-kind';
import { emailHandlerFor } from '../emails/registry';
import { parseEmailJobData } from './email-job-data';
import type { Logger } from '../logger';

export interface SendEmailDeps {
  db: Db;
  transport: Transporter;
  mailFrom: string;
  renderContext: RenderContext;
  logger: Logger;
}

/**
 * 'erased': the row is gone (an erasure or retention removed it), so there is nothing to send.
 * 'already-failed': an earlier run gave up on it (a 5xx refusal, the last attempt).
 */
export type SendEmailResult = 'sent' | 'already-sent' | 'already-failed' | 'erased';

/** Thrown when another run holds the row; BullMQ retries later and then finds it sent. */
class OutboxRowBusyError extends Error {}

/**
 * Sends the e-mail of one outbox row and marks it sent. The row is locked for the duration,
 * so two runs of one row never send together, and a run that finds the row no longer pending
 * (a retry after a crash, a duplicate enqueue, the relay retrying a job that has just given up
 * on a refused address) sends nothing.
 */
export async function sendOutboxEmail(deps: SendEmailDeps, job: Job<EmailJobData>): Promise<SendEmailResult> {
  const { db, transport, mailFrom, renderContext, logger } = deps;
  const { outboxId } = parseEmailJobData(job.data);
  const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('email_outbox')
      .select(['id', 'kind', 'recipient', 'payload', 'status'])
      .where('id', '=', outboxId)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row) {
      // Skipped: either another run holds it (retry later) or it does not exist at all.
      const exists = await trx.selectFrom('email_outbox').select('id').where('id', '=', outboxId).executeTakeFirst();
      if (!exists) {
        // Erased on a data subject's request or by retention: completing quietly is the right end.
        logger.info({ outboxId }, 'e-mail record erased; nothing to send');
        return { result: 'erased' as const };
      }
      throw new OutboxRowBusyError(`outbox row ${outboxId} is being sent by another run`);
    }
    if (row.status === 'sent') {
      logger.info({ outboxId, kind: row.kind }, 'e-mail already sent; skipping');
      return { result: 'already-sent' as const };
    }
    if (row.status === 'failed') {
      logger.info({ outboxId, kind: row.kind }, 'e-mail already given up on; skipping');
      return { result: 'already-failed' as const };
    }

    const handler = emailHandlerFor(row.kind);
    try {
      if (!handler) throw new UnrecoverableError(`no e-mail handler for kind ${row.kind}`);
      const email = await handler.render(row.payload, renderContext, row.recipient);
      await transport.sendMail({ from: mailFrom, to: row.recipient, ...email });
    } catch (error) {
      const refused = isPermanentSmtpRefusal(error);
      const permanent = error instanceof UnrecoverableError || refused || finalAttempt;
      await trx
        .updateTable('email_outbox')
        .set({
          attempts: sql<number>`attempts + 1`,
          last_error: describeError(error),
          status: permanent ? 'failed' : 'pending',
        })
        .where('id', '=', outboxId)
        .execute();
      logger.warn(
        { outboxId, kind: row.kind, attempt: job.attemptsMade + 1, permanent, err: describeError(error) },
        'e-mail send failed',
      );
      // A 5xx reply (no such mailbox, refused) will not change on retry: stop retrying.
      return { error: refused ? new UnrecoverableError(describeError(error)) : error };
    }

    await trx
      .updateTable('email_outbox')
      .set({ status: 'sent', sent_at: new Date(), attempts: sql<number>`attempts + 1`, last_error: null })
      .where('id', '=', outboxId)
      .execute();
    await handler?.recordSent?.(trx, row.payload);
    logger.info({ outboxId, kind: row.kind }, 'e-mail sent');
    return { result: 'sent' as const };
  });

  // Thrown after the commit, so the failure's attempt count and reason are kept.
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

function isPermanentSmtpRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A short, log-safe reason: the SMTP response or the error message, never the e-mail itself. */
function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { response, message } = error as { response?: unknown; message?: unknown };
    if (typeof response === 'string') return response.slice(0, 500);
    if (typeof message === 'string') return message.slice(0, 500);
  }
  return String(error).slice(0, 500);
}
