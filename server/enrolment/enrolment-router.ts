import { arrivalInput } from '../../domain/enrolment';
import { adminProcedure, applicantProcedure, router } from '../trpc/init';
import { arrivalOutput, arrivalsByDate, arrivalsByDateOutput, saveArrival } from './arrivals';

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
