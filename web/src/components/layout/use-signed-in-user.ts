import { trpc } from '@/lib/trpc';

/**
 * The signed-in user, or null. Runs only in the browser after hydration (queries do not
 * fetch during server rendering), so prerendered pages always show 'Login' first.
 */
export function useSignedInUser() {
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 60_000 });
  return me.data ?? null;
}
