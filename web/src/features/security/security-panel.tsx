import { SessionsList } from './sessions-list';
import { TwoFactorSetup } from './two-factor-setup';

/** The "Security" panel of any signed-in staff member: two-factor and sessions. */
export function SecurityPanel() {
  return (
    <div className="space-y-6" data-testid="security-panel">
      <TwoFactorSetup />
      <SessionsList />
    </div>
  );
}
