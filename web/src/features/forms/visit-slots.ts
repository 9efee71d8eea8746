import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/routers/app-router';

/** A visit slot with places left, as `visits.freeSlots` names it: its rule and its UTC start (decision 141). */
export type FreeSlot = inferRouterOutputs<AppRouter>['visits']['freeSlots']['slots'][number];

/** The slot a visitor picked, as the booking and the reschedule send it. */
export interface SlotChoice {
  ruleId: string;
  startsAt: string;
}

export const slotKey = (slot: SlotChoice) => `${slot.ruleId}@${slot.startsAt}`;

/** The free slots over the next 90 days, soonest first; the client loads when the island asks, not with the page. */
export async function loadFreeSlots(): Promise<FreeSlot[]> {
  const { trpcClient } = await import('@/lib/trpc');
  return (await trpcClient.visits.freeSlots.query()).slots;
}
