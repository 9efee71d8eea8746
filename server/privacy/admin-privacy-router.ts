import { z } from 'zod';
import { recordAudit, AUDIT_ACTIONS } from '../../core/audit/audit-log';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { removeDueObjects, removeQueuedObjects } from '../../core/documents/object-removals';
import { removeEmailJobs } from '../../core/privacy/erase-records';
import { recentRetentionRuns } from '../../core/privacy/retention-pass';
import { exportSubject } from '../../core/privacy/subject-export';
import { SUBJECT_PSEUDONYM_TYPE, subjectEmailSchema, subjectPseudonym } from '../../core/privacy/subject';
import { AppError } from '../errors/app-error';
import { listAuditEntries } from './audit-log-list';
import { readNextRetentionRun } from './next-retention-run';
import { staleApplications } from './stale-applications';
import { adminProcedure, router } from '../trpc/init';
import { cursorField, isoDate, pageOutput } from '../admissions/admin-schemas';

const emailInput = z.object({ email: subjectEmailSchema });
const dayField = z.iso.date('Enter a date as YYYY-MM-DD').nullish();
const counts = z.record(z.string(), z.number());

/** Subject access, erasure, retention and the audit log (docs/decisions/050-052). */
export const adminPrivacyRouter = router({
  /**
   * Everything held about one address; the dashboard shows it and offers it as a JSON download.
   * A mutation: it writes an audit entry, and the address travels in the body, not in a URL
   * that proxies would log.
   */
  lookup: adminProcedure
    .input(emailInput)
    .output(z.object({ export: z.unknown(), filename: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const data = await exportSubject(ctx.db, input.email);
      await recordAudit(ctx.db, {
        actor: ctx.user,
        action: 'privacy.access_exported',
        subject: { type: SUBJECT_PSEUDONYM_TYPE, id: subjectPseudonym(input.email, ctx.config.auditHmacKey) },
        details: { ...data.summary, text: undefined, via: 'dashboard' },
        ip: ctx.ip,
      });
      return {
        export: JSON.parse(JSON.stringify(data)) as unknown,
        filename: `subject-access-${data.generatedAt.slice(0, 10)}.json`,
      };
    }),

  erase: adminProcedure
    .input(emailInput.extend({ confirmEmail: z.string().trim().toLowerCase() }))
    .output(z.object({ counts }))
    .mutation(async ({ ctx, input }) => {
      if (input.confirmEmail !== input.email) {
        throw new AppError('BAD_REQUEST', 'Type the same address again to confirm the erasure.');
      }
      if (input.email === ctx.user.email.toLowerCase()) {
        throw new AppError('BAD_REQUEST', 'You cannot erase your own account while signed in with it.');
      }
      const result = await eraseSubject(ctx.db, input.email, ctx.user, {
        auditHmacKey: ctx.config.auditHmacKey,
        ip: ctx.ip,
      });
      await removeEmailJobs(ctx.emailQueue.queue, result.outboxIds);
      // The erased documents' objects were queued in the erasure's transaction: they are gone
      // before the admin is told so (waiting for a sweep that holds one), and anything else due
      // goes too. A failure here is retried by retention.
      await removeQueuedObjects(ctx.db, ctx.storage, result.objectKeys)
        .then(() => removeDueObjects(ctx.db, ctx.storage))
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'stored object removal failed'));
      ctx.logger.info({ by: ctx.user.id, counts: result.counts }, 'data subject erased');
      return { counts: { ...result.counts } };
    }),

  /** The "Data protection" screen: periods, recent runs, the next run, and applications to close. */
  overview: adminProcedure
    .output(
      z.object({
        periods: counts,
        nextRunAt: isoDate.nullable(),
        runs: z.array(
          z.object({ id: z.string(), startedAt: isoDate, finishedAt: isoDate, trigger: z.string(), counts }),
        ),
        staleApplications: z.array(
          z.object({ id: z.string(), createdAt: isoDate, name: z.string(), programme: z.string(), status: z.string() }),
        ),
      }),
    )
    .query(async ({ ctx }) => {
      const [runs, nextRunAt, stale] = await Promise.all([
        recentRetentionRuns(ctx.db),
        readNextRetentionRun(ctx.emailQueue),
        staleApplications(ctx.db, ctx.config.retention.contacts),
      ]);
      return { periods: { ...ctx.config.retention }, nextRunAt, runs, staleApplications: stale };
    }),

  auditLog: adminProcedure
    .input(
      z.object({
        actorId: z.uuid().nullish(),
        action: z.enum(AUDIT_ACTIONS).nullish(),
        from: dayField,
        to: dayField,
        cursor: cursorField,
      }),
    )
    .output(
      pageOutput(
        z.object({
          id: z.string(),
          at: isoDate,
          actorLabel: z.string(),
          action: z.string(),
          subjectType: z.string().nullable(),
          subjectId: z.string().nullable(),
          details: z.record(z.string(), z.unknown()),
          ip: z.string().nullable(),
        }),
      ),
    )
    .query(({ ctx, input }) => listAuditEntries(ctx.db, input, input.cursor ?? null)),
});
