import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { translateWidgetRequested } from '@/components/layout/translate-widget';
import { Outlet } from 'react-router';
import { createTrpcReactClient, trpc } from '@/lib/trpc-react';

/**
 * React Query and tRPC's hooks for the staff screens. A layout route around /auth and
 * /admin, loaded with them, so public pages never download React Query.
 */
export default function StaffProviders() {
  // Arriving from a public page where a visitor turned on the translation widget: its script
  // lives on in this document, so load the staff page afresh (its CSP then keeps Google out)
  // and show nothing meanwhile.
  const [mustReload] = useState(translateWidgetRequested);
  useEffect(() => {
    if (mustReload) window.location.reload();
  }, [mustReload]);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [trpcClient] = useState(createTrpcReactClient);
  if (mustReload) return null;
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
