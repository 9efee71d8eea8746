import { z } from 'zod';
import { arrivalInput } from '../../domain/enrolment';
import { adminProcedure, applicantProcedure, router } from '../trpc/init';
import { arrivalOutput, arrivalsByDate, arrivalsByDateOutput, saveArrival } from './arrivals';
import { enrolApplication } from './enrol-application';

/** Staff enrol an applicant once the acceptance, the deposit and the CAS allow it (decision 139). */
export const enrolProcedure = adminProcedure
  .input(z.object({ id: z.uuid() }))
  .output(z.object({ changeId: z.string(), emailQueued: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    const { changeId, outboxIds } = await enrolApplication(ctx.db, input.id, ctx.user, ctx.ip);
    ctx.logger.info({ applicationId: input.id, by: ctx.user.id }, 'applicant enrolled');
    await ctx.emailQueue.enqueue(outboxIds);
    return { changeId, emailQueued: outboxIds.length > 0 };
  });

/** Staff's view of the enrolled applicants' arrivals, by the day they land (admins only). */
export const adminArrivalsRouter = router({
  byDate: adminProcedure.output(arrivalsByDateOutput).query(({ ctx }) => arrivalsByDate(ctx.db)),
});

/** The enrolled applicant's arrival, in their own space. */
export const applicantArrivalRouter = router({
  /** Enters or changes it; NOT_FOUND for anyone else's application, CONFLICT before enrolment. */
  save: applicantProcedure
    .input(arrivalInput)
    .output(arrivalOutput)
    .mutation(({ ctx, input }) => saveArrival(ctx.db, ctx.applicant, input, ctx.ip)),
});
