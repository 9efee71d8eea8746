import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import type { EmailJobData } from '../../core/outbox/email-outbox';

const emailJobData = z.object({ outboxId: z.uuid() }) satisfies z.ZodType<EmailJobData>;

/**
 * A job's data as the worker may trust it. Malformed data will not get better on a retry, so
 * the job fails at once (UnrecoverableError) instead of being retried nine times.
 */
export function parseEmailJobData(data: unknown): EmailJobData {
  const parsed = emailJobData.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError('malformed e-mail job data: expected { outboxId: uuid }');
  return parsed.data;
}
