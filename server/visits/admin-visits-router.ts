import { z } from 'zod';
import { offeredSlots } from '../../core/visits/offered-slots';
import { schoolToday, slotStartKey } from '../../core/visits/slots';
import { SLOT_HORIZON_DAYS, SLOT_KINDS, slotClosureInput, slotDateField, slotRuleInput } from '../../domain/slot-rules';
import { isoDate } from '../admissions/admin-schemas';
import { adminProcedure, router } from '../trpc/init';
import { CALENDAR_MAX_DAYS, calendarBookings } from './staff-calendar';
import { createFeed, feedStatus, feedUrl, revokeFeed } from './calendar-feed';
import {
  addSlotClosure,
  createSlotRule,
  listSlotClosures,
  listSlotRules,
  removeSlotClosure,
  setSlotRuleActive,
  updateSlotRule,
} from './slot-rules';

const ok = z.object({ ok: z.literal(true) });
const idInput = z.object({ id: z.uuid() });

const ruleOutput = z.object({
  id: z.string(),
  kind: z.enum(SLOT_KINDS),
  label: z.string(),
  weekdays: z.array(z.number()),
  times: z.array(z.string()),
  lengthMinutes: z.number(),
  capacity: z.number(),
  minNoticeHours: z.number(),
  skipHolidays: z.boolean(),
  officerId: z.string().nullable(),
  mode: z.enum(['campus', 'video']).nullable(),
  videoUrl: z.string().nullable(),
  programme: z.string().nullable(),
  active: z.boolean(),
  upcomingBookings: z.number(),
});

const calendarBookingOutput = z.object({
  id: z.string(),
  kind: z.enum(SLOT_KINDS),
  status: z.enum(['booked', 'cancelled']),
  startsAt: isoDate,
  endsAt: isoDate,
  date: z.string(),
  time: z.string(),
  endTime: z.string(),
  ruleLabel: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  partySize: z.number(),
  programmes: z.array(z.string()),
  message: z.string().nullable(),
  officer: z.object({ id: z.string(), email: z.string() }).nullable(),
  mode: z.enum(['campus', 'video']).nullable(),
  videoUrl: z.string().nullable(),
  application: z
    .object({ id: z.string(), firstName: z.string(), lastName: z.string(), programme: z.string() })
    .nullable(),
});

/**
 * The dashboard's Visits screen: when visits and interviews can happen (decision 141). Admins
 * only; every change is audited (slot-rules.ts).
 */
export const adminVisitsRouter = router({
  rules: router({
    list: adminProcedure
      .input(z.object({ kind: z.enum(SLOT_KINDS).optional() }).default({}))
      .output(z.array(ruleOutput))
      .query(({ ctx, input }) => listSlotRules(ctx.db, input.kind)),

    create: adminProcedure
      .input(slotRuleInput)
      .output(z.object({ id: z.string() }))
      .mutation(({ ctx, input }) => createSlotRule(ctx.db, input, { actor: ctx.user, ip: ctx.ip })),

    update: adminProcedure
      .input(z.object({ id: z.uuid(), rule: slotRuleInput }))
      .output(ok)
      .mutation(async ({ ctx, input }) => {
        await updateSlotRule(ctx.db, input.id, input.rule, { actor: ctx.user, ip: ctx.ip });
        return { ok: true as const };
      }),

    /** Disabled: no new slots, bookings made stay. */
    setActive: adminProcedure
      .input(z.object({ id: z.uuid(), active: z.boolean() }))
      .output(ok)
      .mutation(async ({ ctx, input }) => {
        await setSlotRuleActive(ctx.db, input.id, input.active, { actor: ctx.user, ip: ctx.ip });
        return { ok: true as const };
      }),
  }),

  closures: router({
    list: adminProcedure
      .output(z.array(z.object({ id: z.string(), date: z.string(), ruleId: z.string().nullable(), note: z.string() })))
      .query(({ ctx }) => listSlotClosures(ctx.db, schoolToday(new Date()))),

    add: adminProcedure
      .input(slotClosureInput)
      .output(z.object({ id: z.string() }))
      .mutation(({ ctx, input }) => addSlotClosure(ctx.db, input, { actor: ctx.user, ip: ctx.ip })),

    remove: adminProcedure
      .input(idInput)
      .output(ok)
      .mutation(async ({ ctx, input }) => {
        await removeSlotClosure(ctx.db, input.id, { actor: ctx.user, ip: ctx.ip });
        return { ok: true as const };
      }),
  }),

  /**
   * The staff calendar: the visits and interviews of one UK day or a week, cancelled ones marked,
   * with the details the family or applicant gave. A list, not audited, like the applications list.
   */
  calendar: adminProcedure
    .input(z.object({ from: slotDateField, days: z.number().int().min(1).max(CALENDAR_MAX_DAYS).default(1) }))
    .output(z.array(calendarBookingOutput))
    .query(({ ctx, input }) => calendarBookings(ctx.db, input.from, input.days)),

  /**
   * The signed-in admin's own calendar feed (decision 144). Admins only: it shows families' and
   * applicants' names. The URL is shown once, when made; a new one replaces the old.
   */
  feed: router({
    status: adminProcedure
      .output(z.object({ createdAt: isoDate, lastUsedAt: isoDate.nullable() }).nullable())
      .query(({ ctx }) => feedStatus(ctx.db, ctx.user.id)),

    create: adminProcedure.output(z.object({ url: z.string() })).mutation(async ({ ctx }) => {
      const token = await createFeed(ctx.db, ctx.user, { actor: ctx.user, ip: ctx.ip });
      return { url: feedUrl(ctx.config.appOrigin, token) };
    }),

    revoke: adminProcedure.output(z.object({ revoked: z.boolean() })).mutation(async ({ ctx }) => ({
      revoked: await revokeFeed(ctx.db, ctx.user, { actor: ctx.user, ip: ctx.ip }),
    })),
  }),

  /** The slots as the public page would offer them (full ones too), with their places taken. */
  slots: adminProcedure
    .input(
      z.object({
        kind: z.enum(SLOT_KINDS).default('visit'),
        from: slotDateField.optional(),
        days: z.number().int().min(1).max(SLOT_HORIZON_DAYS).default(SLOT_HORIZON_DAYS),
      }),
    )
    .output(
      z.array(
        z.object({
          ruleId: z.string(),
          startsAt: z.string(),
          endsAt: z.string(),
          date: z.string(),
          time: z.string(),
          capacity: z.number(),
          placesLeft: z.number(),
        }),
      ),
    )
    .query(async ({ ctx, input }) => {
      const slots = await offeredSlots(ctx.db, input.kind, { from: input.from, days: input.days });
      return slots.map((slot) => ({
        ruleId: slot.ruleId,
        startsAt: slotStartKey(slot.startsAt),
        endsAt: slotStartKey(slot.endsAt),
        date: slot.date,
        time: slot.time,
        capacity: slot.capacity,
        placesLeft: slot.placesLeft,
      }));
    }),
});
