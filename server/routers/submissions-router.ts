import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { formColumns } from '../../db/form-columns';
import { applicationFormSchema } from '../../domain/application-form';
import { contactFormSchema } from '../../domain/contact-form';
import { clientRateKey } from '../security/client-key';
import { consumeOrThrow } from '../security/rate-limiters';
import { applicationIntake, contactIntake, storeSubmission, type Intake } from '../submissions/store-submission';
import type { Context } from '../trpc/context';
import { publicProcedure, router } from '../trpc/init';

const submissionResult = z.object({ id: z.uuid() });

/** Per-client limit (IP, or IPv6 /64), checked before the input is even parsed so floods cost little. */
const rateLimitedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await consumeOrThrow(
    ctx.limiters.submissions,
    clientRateKey(ctx.ip),
    (wait) => `You have sent several forms in a short time. Please wait ${wait} and try again.`,
  );
  return next();
});

type SubmissionContext = Pick<Context, 'db' | 'logger' | 'config' | 'applicant'>;

/**
 * Stores a form's values; the worker queues its e-mails when the insert commits. The honeypot
 * is invisible to people: a filled one is a bot, so it pretends success and stores nothing.
 */
async function acceptSubmission<Table extends 'applications' | 'contact_submissions'>(
  ctx: SubmissionContext,
  intake: Intake<Table>,
  input: { website?: string | undefined },
  columns: Parameters<typeof storeSubmission<Table>>[2],
) {
  if (input.website) {
    ctx.logger.info(`${intake.noun} honeypot filled; submission discarded`);
    return { id: randomUUID() };
  }
  const { id } = await storeSubmission(ctx.db, intake, columns, ctx.config.ADMISSIONS_EMAIL, ctx.applicant?.email);
  ctx.logger.info({ [intake.idKey]: id }, intake.storedMessage);
  return { id };
}

export const submissionsRouter = router({
  contact: rateLimitedProcedure
    .input(contactFormSchema)
    .output(submissionResult)
    .mutation(({ ctx, input }) => acceptSubmission(ctx, contactIntake, input, formColumns(input))),

  application: rateLimitedProcedure
    .input(applicationFormSchema)
    .output(submissionResult)
    .mutation(({ ctx, input }) => acceptSubmission(ctx, applicationIntake, input, formColumns(input))),
});
