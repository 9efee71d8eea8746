import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { createTrpcReactClient, trpc } from '@/lib/trpc-react';

/**
 * React Query and tRPC's hooks for the staff screens. A layout route around /auth and
 * /admin, loaded with them, so public pages never download React Query.
 */
export default function StaffProviders() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [trpcClient] = useState(createTrpcReactClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
