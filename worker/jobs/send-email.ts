import { UnrecoverableError, type Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { EmailJobData } from '../../db/email-outbox';
import type { RenderContext } from '../emails/email-kind';
import { emailHandlerFor } from '../emails/registry';
import type { Logger } from '../logger';

export interface SendEmailDeps {
  db: Db;
  transport: Transporter;
  mailFrom: string;
  renderContext: RenderContext;
  logger: Logger;
}

export type SendEmailResult = 'sent' | 'already-sent';

/**
 * Sends the e-mail of one outbox row and marks it sent. A job that runs again after the
 * row says "sent" (a retry after a crash, a duplicate enqueue) sends nothing.
 */
export async function sendOutboxEmail(deps: SendEmailDeps, job: Job<EmailJobData>): Promise<SendEmailResult> {
  const { db, transport, mailFrom, renderContext, logger } = deps;
  const { outboxId } = job.data;
  const row = await db
    .selectFrom('email_outbox')
    .select(['id', 'kind', 'recipient', 'payload', 'status'])
    .where('id', '=', outboxId)
    .executeTakeFirst();
  if (!row) throw new UnrecoverableError(`outbox row ${outboxId} does not exist`);
  if (row.status === 'sent') {
    logger.info({ outboxId, kind: row.kind }, 'e-mail already sent; skipping');
    return 'already-sent';
  }

  const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  try {
    const handler = emailHandlerFor(row.kind);
    if (!handler) throw new UnrecoverableError(`no e-mail handler for kind ${row.kind}`);
    const email = await handler.render(row.payload, renderContext);
    await transport.sendMail({ from: mailFrom, to: row.recipient, ...email });
  } catch (error) {
    const permanent = error instanceof UnrecoverableError || finalAttempt;
    await db
      .updateTable('email_outbox')
      .set({
        attempts: sql<number>`attempts + 1`,
        last_error: describeError(error),
        status: permanent ? 'failed' : 'pending',
      })
      .where('id', '=', outboxId)
      .where('status', '!=', 'sent')
      .execute();
    logger.warn({ outboxId, kind: row.kind, attempt: job.attemptsMade + 1, permanent, err: describeError(error) }, 'e-mail send failed');
    throw error;
  }

  await db
    .updateTable('email_outbox')
    .set({ status: 'sent', sent_at: new Date(), attempts: sql<number>`attempts + 1`, last_error: null })
    .where('id', '=', outboxId)
    .execute();
  logger.info({ outboxId, kind: row.kind }, 'e-mail sent');
  return 'sent';
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
