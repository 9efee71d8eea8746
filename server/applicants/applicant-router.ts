import { z } from 'zod';
import { recordAudit } from '../../core/audit/audit-log';
import { subjectEmailSchema } from '../../core/privacy/subject';
import { STATUS_EMAIL_STATES } from '../../domain/applicant-status';
import { locales } from '../../domain/locale';
import { applicantApplications } from './applicant-applications';
import { applicantAuditEntry } from './applicant-audit';
import { endApplicantSession } from './applicant-sessions';
import {
  describeLink,
  findLink,
  renewApplicantLink,
  requestApplicantLink,
  signInWithLink,
  type LinkDescription,
} from './applicant-sign-in';
import { signOutEverywhere } from './end-applicant-sessions';
import { withdrawApplication } from './withdraw-application';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import { limitAuthRequest, limitEmailLink } from '../security/auth-limits';
import { withResponseFloor } from '../security/response-floor';
import { applicantProcedure, publicProcedure, router } from '../trpc/init';
import { isoDate } from '../admissions/admin-schemas';
import { applicantDocumentsRouter } from '../documents/applicant-documents-router';
import { applicantLettersRouter } from '../letters/letters-router';
import { applicantDraftProcedures } from './applicant-drafts-router';
import { applicantAcceptanceRouter } from '../acceptances/acceptance-router';
import { applicantArrivalRouter } from '../enrolment/enrolment-router';
import { arrivalOutput } from '../enrolment/arrivals';
import { applicantInterviewRouter } from '../interviews/interviews-router';

const okOutput = z.object({ ok: z.literal(true) });
const meOutput = z.object({ email: z.string() }).nullable();
const withdrawInput = z.object({ applicationId: z.uuid() });
/**
 * The language of the page the link was asked from (/applicant or /ar/applicant): the e-mail and
 * the link's page are in it. Optional, and anything but a known language is English, so an older
 * client, or a stray value, still gets its link.
 */
const requestLinkInput = z.object({ email: subjectEmailSchema, language: z.enum(locales).catch('en') });
/** A sign-in link's token: sent in a POST body, never in a URL (decision 112). */
const tokenInput = z.object({ token: z.string().trim().min(1).max(128) });
const renewLinkInput = tokenInput.extend({ language: z.enum(locales).catch('en') });
const linkDescriptionOutput = z.discriminatedUnion('state', [
  z.object({ state: z.enum(['valid', 'expired']), address: z.string() }),
  z.object({ state: z.literal('unknown') }),
]);
const applicationOutput = z.object({
  id: z.string(),
  programme: z.string(),
  startDate: z.string(),
  status: z.string(),
  statusEmail: z.enum(STATUS_EMAIL_STATES),
  submittedAt: isoDate,
  history: z.array(z.object({ status: z.string(), at: isoDate })),
  reply: z.object({ needsGuardian: z.boolean(), awaitingGuardian: z.string().nullable() }),
  casNumber: z.string().nullable(),
  /** Once enrolled (decision 139): the arrival they told the school about, if any. */
  arrival: arrivalOutput.nullable(),
  deposit: z
    .object({
      duePence: z.number(),
      paidPence: z.number(),
      balancePence: z.number(),
      reference: z.string(),
      toRefund: z.boolean(),
    })
    .nullable(),
});

/** The applicant's own space (docs/decisions/112-applicant-sign-in.md): never a staff procedure. */
export const applicantRouter = router({
  me: publicProcedure.output(meOutput).query(({ ctx }) => (ctx.applicant ? { email: ctx.applicant.email } : null)),

  /** Answers the same whether or not the address sent an application. */
  requestLink: publicProcedure
    .input(requestLinkInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await limitAuthRequest(ctx.limiters, ctx.ip);
      await limitEmailLink(ctx.limiters, 'applicant', input.email);
      await withResponseFloor(ctx, () => requestApplicantLink(ctx.db, input.email, input.language));
      return { ok: true as const };
    }),

  /**
   * What a link's page shows before "Continue": the address masked and whether the link still
   * works; nothing for an unknown token. A mutation, so the token travels in a POST body, and as
   * slow for every token as the other answers before signing in.
   */
  describeLink: publicProcedure
    .input(tokenInput)
    .output(linkDescriptionOutput)
    .mutation(async ({ ctx, input }) => {
      await limitAuthRequest(ctx.limiters, ctx.ip);
      let description: LinkDescription = { state: 'unknown' };
      await withResponseFloor(ctx, async () => {
        description = await describeLink(ctx.db, input.token);
        return { outboxIds: [] };
      });
      return description;
    }),

  /** "Send me a new link" from an expired link's page: to the link's own address; the same answer for every token. */
  renewLink: publicProcedure
    .input(renewLinkInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await limitAuthRequest(ctx.limiters, ctx.ip);
      await withResponseFloor(ctx, async () => {
        const link = await findLink(ctx.db, input.token);
        if (!link) return { outboxIds: [] };
        await limitEmailLink(ctx.limiters, 'applicant', link.email);
        return renewApplicantLink(ctx.db, link, input.language);
      });
      return { ok: true as const };
    }),

  /** Spends the link: the page's "Continue", never its opening. */
  signIn: publicProcedure
    .input(tokenInput)
    .output(z.object({ email: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await limitAuthRequest(ctx.limiters, ctx.ip);
      const session = await signInWithLink(ctx.db, input.token);
      if (ctx.applicant) await endApplicantSession(ctx.db, ctx.applicant.sessionId);
      setSessionCookie(ctx.res, ctx.config, session.token, session.expiresAt, 'applicant');
      const sessionRef = { type: 'applicant_session', id: session.publicId };
      await recordAudit(
        ctx.db,
        applicantAuditEntry(session, ctx.ip, { action: 'applicant.signed_in', subject: sessionRef }),
      );
      return { email: session.email };
    }),

  signOut: publicProcedure.output(okOutput).mutation(async ({ ctx }) => {
    if (ctx.applicant) await endApplicantSession(ctx.db, ctx.applicant.sessionId);
    clearSessionCookie(ctx.res, ctx.config, 'applicant');
    return { ok: true as const };
  }),

  /** Ends every session of the applicant's address, on every device, this one included. */
  signOutEverywhere: applicantProcedure.output(z.object({ ended: z.number() })).mutation(async ({ ctx }) => {
    const { ended } = await signOutEverywhere(ctx.db, ctx.applicant, ctx.ip);
    clearSessionCookie(ctx.res, ctx.config, 'applicant');
    return { ended };
  }),

  applications: applicantProcedure
    .output(z.array(applicationOutput))
    .query(({ ctx }) => applicantApplications(ctx.db, ctx.applicant.email)),

  documents: applicantDocumentsRouter,

  letters: applicantLettersRouter,

  offer: applicantAcceptanceRouter,

  arrival: applicantArrivalRouter,

  interview: applicantInterviewRouter,

  ...applicantDraftProcedures,

  /** Withdraws one of the applicant's own applications; staff are alerted. NOT_FOUND for anyone else's. */
  withdraw: applicantProcedure
    .input(withdrawInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      const { outboxIds } = await withdrawApplication(ctx.db, ctx.applicant, input.applicationId, {
        admissionsEmail: ctx.config.ADMISSIONS_EMAIL,
        ip: ctx.ip,
      });
      await ctx.emailQueue.enqueue(outboxIds);
      return { ok: true as const };
    }),
});
