import { randomUUID } from 'node:crypto';
import { m } from '@i18n/messages';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { formColumns } from '../../db/form-columns';
import { applicationFormSchema, applicationFormSchemaFor } from '../../domain/application-form';
import { contactFormSchema, contactFormSchemaFor } from '../../domain/contact-form';
import { submissionLocale } from '../../domain/fields';
import type { Locale } from '../../domain/locale';
import type { SubmissionTable } from '../../domain/submission-kinds';
import { AppError } from '../errors/app-error';
import { checkApplicationIntake } from '../intakes/application-intake';
import { clientRateKey } from '../security/client-key';
import { consumeOrThrow, describeWait } from '../security/rate-limiters';
import { applicationIntake, contactIntake, storeSubmission, type Intake } from './store-submission';
import type { Context } from '../trpc/context';
import { publicProcedure, router } from '../trpc/init';

const submissionResult = z.object({ id: z.uuid() });

/** The language a call's raw input says its page is in; English when it says none, or cannot be read. */
async function callLocale(getRawInput: () => Promise<unknown>): Promise<Locale> {
  try {
    return submissionLocale(await getRawInput());
  } catch {
    return 'en';
  }
}

/** "Please wait …" in the form's language: the spec's English wording, or Arabic with its plural forms. */
export function rateLimitMessage(locale: Locale, seconds: number): string {
  const wait =
    locale === 'en'
      ? describeWait(seconds)
      : seconds < 60
        ? m.forms_wait_seconds({ count: seconds }, { locale })
        : m.forms_wait_minutes({ count: Math.ceil(seconds / 60) }, { locale });
  return m.forms_rate_limited({ wait }, { locale });
}

/**
 * Per-client limit (IP, or IPv6 /64), checked before the input is even parsed so floods cost
 * little; only a refused call reads the language its message should be in. The public forms
 * (contact, application, campus visits) share it.
 */
export const rateLimitedProcedure = publicProcedure.use(async ({ ctx, next, getRawInput }) => {
  try {
    await consumeOrThrow(ctx.limiters.submissions, clientRateKey(ctx.ip), (wait) =>
      m.forms_rate_limited({ wait }, { locale: 'en' }),
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.retryAfterSeconds === undefined) throw error;
    const locale = await callLocale(getRawInput);
    if (locale === 'en') throw error;
    throw new AppError(error.code, rateLimitMessage(locale, error.retryAfterSeconds), error.retryAfterSeconds);
  }
  return next();
});

/**
 * A form sent from an Arabic page is checked with the Arabic schema first, so its field errors
 * come back in Arabic (the first as the message, docs/spec.md §5). Both schemas check the same
 * rules, so what passes here passes the procedure's English input schema too, which then types
 * and parses the values as before; an English form goes straight to it.
 */
export async function checkInPageLanguage(
  schemaFor: (locale: Locale) => z.ZodType,
  getRawInput: () => Promise<unknown>,
): Promise<void> {
  const locale = await callLocale(getRawInput);
  if (locale === 'en') return;
  const checked = await schemaFor(locale).safeParseAsync(await getRawInput());
  if (!checked.success)
    throw new TRPCError({ code: 'BAD_REQUEST', message: checked.error.issues[0]?.message, cause: checked.error });
}

type SubmissionContext = Pick<Context, 'db' | 'logger' | 'config' | 'applicant'>;

/**
 * Stores a form's values; the worker queues its e-mails when the insert commits. The honeypot
 * is invisible to people: a filled one is a bot, so it pretends success and stores nothing.
 */
async function acceptSubmission<Table extends SubmissionTable>(
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
    .use(async ({ next, getRawInput }) => {
      await checkInPageLanguage(contactFormSchemaFor, getRawInput);
      return next();
    })
    .input(contactFormSchema)
    .output(submissionResult)
    .mutation(({ ctx, input }) => acceptSubmission(ctx, contactIntake, input, formColumns(input))),

  application: rateLimitedProcedure
    .use(async ({ next, getRawInput }) => {
      await checkInPageLanguage(applicationFormSchemaFor, getRawInput);
      return next();
    })
    .input(applicationFormSchema)
    .output(submissionResult)
    .mutation(async ({ ctx, input }) => {
      // The honeypot's pretended success comes first: a bot learns nothing about intakes.
      const { waitingList } = input.website
        ? { waitingList: false }
        : await checkApplicationIntake(ctx.db, input, submissionLocale(input));
      return acceptSubmission(ctx, applicationIntake, input, { ...formColumns(input), waiting_list: waitingList });
    }),
});
