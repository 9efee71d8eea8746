import { z } from 'zod';
import { intakeTermsSchema, intakeYearField, newIntakeSchema } from '../../domain/intake-form';
import { INTAKE_POLICIES, INTAKE_STATES } from '../../domain/intakes';
import { adminProcedure, publicProcedure, router } from '../trpc/init';
import { listIntakes, offeredIntakes } from './intake-records';
import { copyIntakeYear, createIntake, setIntakeState, updateIntake } from './manage-intakes';

const intakeId = z.number().int().min(1).max(2_147_483_647);
const idInput = z.object({ id: intakeId });
const ok = z.object({ ok: z.literal(true) });

const intakeOutput = z.object({
  id: z.number(),
  programme: z.string(),
  startsOn: z.string(),
  deadline: z.string(),
  policy: z.enum(INTAKE_POLICIES),
  capacity: z.number().nullable(),
  depositPence: z.number().nullable(),
  state: z.enum(INTAKE_STATES),
  applications: z.number(),
  offers: z.number(),
  waitingList: z.number(),
  placesLeft: z.number().nullable(),
});

/** The dashboard's Intakes screen: admin-only, each change audited (manage-intakes.ts). */
export const adminIntakesRouter = router({
  list: adminProcedure.output(z.array(intakeOutput)).query(({ ctx }) => listIntakes(ctx.db)),

  create: adminProcedure
    .input(newIntakeSchema.and(z.object({ open: z.boolean().default(false) })))
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => {
      const { open, ...intake } = input;
      return createIntake(ctx.db, intake, { actor: ctx.user, ip: ctx.ip }, open ? 'open' : 'draft');
    }),

  update: adminProcedure
    .input(z.object({ id: intakeId, terms: intakeTermsSchema }))
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await updateIntake(ctx.db, input.id, input.terms, { actor: ctx.user, ip: ctx.ip });
      return { ok: true as const };
    }),

  open: adminProcedure
    .input(idInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await setIntakeState(ctx.db, input.id, 'open', { actor: ctx.user, ip: ctx.ip });
      return { ok: true as const };
    }),

  close: adminProcedure
    .input(idInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await setIntakeState(ctx.db, input.id, 'closed', { actor: ctx.user, ip: ctx.ip });
      return { ok: true as const };
    }),

  copyYear: adminProcedure
    .input(z.object({ year: intakeYearField }))
    .output(z.object({ created: z.number(), skipped: z.number() }))
    .mutation(({ ctx, input }) => copyIntakeYear(ctx.db, input.year, { actor: ctx.user, ip: ctx.ip })),
});

const offeredOutput = z.object({
  programme: z.string(),
  startsOn: z.string(),
  deadline: z.string(),
  policy: z.enum(INTAKE_POLICIES),
  full: z.boolean(),
});

/** What the public application form reads: the intakes open now, with nothing about applicants. */
export const publicIntakesRouter = router({
  offered: publicProcedure.output(z.array(offeredOutput)).query(({ ctx }) => offeredIntakes(ctx.db, new Date())),
});
