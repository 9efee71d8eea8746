import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
// Type-only: the browser bundle must never pull server code in.
import type { AppRouter } from '../../../server/trpc/app-router';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: '/trpc' })],
  });
}
