import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import { TRPC_MAX_BATCH_SIZE } from '@domain/api-limits';
import type { AppRouter } from '../../../server/routers/app-router';

/**
 * tRPC's React Query hooks, for the staff screens (/auth, /admin) only: their route is
 * wrapped in app/staff-providers.tsx, which loads with them and never on a public page.
 */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcReactClient() {
  return trpc.createClient({ links: [httpBatchLink({ url: '/trpc', maxItems: TRPC_MAX_BATCH_SIZE })] });
}
