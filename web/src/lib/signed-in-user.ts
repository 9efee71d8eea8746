import { useSyncExternalStore } from 'react';

export interface SignedInUser {
  id: string;
  email: string;
  isAdmin: boolean;
}

let user: SignedInUser | null = null;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Asks the server who is signed in and tells every subscriber. Staff screens call it after
 * signing in or out so the header's Login / Admin button follows at once.
 */
export function refreshSignedInUser(): Promise<void> {
  pending ??= import('./trpc')
    .then(({ trpcClient }) => trpcClient.auth.me.query())
    .then((me) => {
      user = me ? { id: me.id, email: me.email, isAdmin: me.isAdmin } : null;
    })
    .catch(() => {
      // Unknown is shown as signed out; the dashboard does its own check.
      user = null;
    })
    .finally(() => {
      pending = null;
      listeners.forEach((listener) => listener());
    });
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) void refreshSignedInUser();
  return () => listeners.delete(listener);
}

/**
 * The signed-in user, or null. The server snapshot is always null and the first fetch
 * starts after hydration, so prerendered pages read 'Login' and hydrate without mismatch.
 */
export function useSignedInUser(): SignedInUser | null {
  return useSyncExternalStore(
    subscribe,
    () => user,
    () => null,
  );
}
