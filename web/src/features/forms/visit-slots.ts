import type { inferRouterOutputs } from '@trpc/server';
import { useEffect, useState } from 'react';
import type { SlotsLoad } from '@/components/forms/slot-picker';
import type { AppRouter } from '../../../../server/routers/app-router';

/** A visit slot with places left, as `visits.freeSlots` names it: its rule and its UTC start (decision 141). */
export type FreeSlot = inferRouterOutputs<AppRouter>['visits']['freeSlots']['slots'][number];

/** The free slots over the next 90 days, soonest first; the client loads when the island asks, not with the page. */
export async function loadFreeSlots(): Promise<FreeSlot[]> {
  const { trpcClient } = await import('@/lib/trpc');
  return (await trpcClient.visits.freeSlots.query()).slots;
}

/** The free slots, loaded once the island runs; `reload` after a refusal shows what is free now. */
export function useFreeSlots() {
  const [loaded, setLoaded] = useState<SlotsLoad<FreeSlot>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadFreeSlots().then(
      (slots) => current && setLoaded({ state: 'ready', slots }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const reload = () => {
    setLoaded({ state: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { loaded, reload };
}
