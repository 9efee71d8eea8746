import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { DashboardHeader } from '@/components/staff/dashboard-header';
import { dashboardMessages as messages } from './dashboard.messages';

/**
 * A signed-in account without the admin role: no submission data, only what happens next, and
 * the security feature's panel, which the page passes in (decision 102).
 */
export function AwaitingAccess({ email, securityPanel }: { email: string; securityPanel: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <DashboardHeader email={email} title={messages.title} />
      <section
        className="mt-8 rounded-2xl border bg-card p-6 text-center shadow-sm sm:p-10"
        aria-labelledby="awaiting-access-title"
      >
        <ShieldCheck className="mx-auto size-10 text-primary" aria-hidden="true" />
        <h2 id="awaiting-access-title" className="mt-4 text-xl font-semibold">
          {messages.awaitingAccess.title}
        </h2>
        <p className="mx-auto mt-2 max-w-prose text-muted-foreground">{messages.awaitingAccess.body}</p>
      </section>
      <div className="mt-8">{securityPanel}</div>
    </div>
  );
}
