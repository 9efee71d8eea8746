import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { TRPC_MAX_BATCH_SIZE } from '@domain/api-limits';
// Type-only: the browser bundle must never pull server code in.
import type { AppRouter } from '../../../server/routers/app-router';

/**
 * The plain tRPC client: what public pages use (the forms' mutations, the header's
 * auth.me), so no public page ships React Query. Staff screens use lib/trpc-react.ts.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: '/trpc', maxItems: TRPC_MAX_BATCH_SIZE })],
});
