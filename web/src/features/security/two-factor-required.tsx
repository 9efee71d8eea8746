import { DashboardHeader } from '@/components/staff/dashboard-header';
import { TwoFactorSetup } from './two-factor-setup';
import { securityMessages as messages } from './security.messages';

/** An admin without two-factor while REQUIRE_ADMIN_2FA is on: enrol first, then the dashboard. */
export function TwoFactorRequired({ email }: { email: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <DashboardHeader email={email} title={messages.required.title} />
      <div className="mt-8 space-y-4">
        <p
          className="rounded-lg border border-primary/30 bg-secondary p-4 text-sm text-secondary-foreground"
          role="status"
        >
          {messages.required.body}
        </p>
        <TwoFactorSetup />
      </div>
    </div>
  );
}
