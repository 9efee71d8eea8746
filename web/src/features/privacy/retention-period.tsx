import { describeDays, type RetentionKind } from '@domain/retention-periods';
import { configuredRetentionPeriods } from './configured-periods';

/** One retention period as the notice says it ("2 years"), marked so the server can fill in its own value. */
export function RetentionPeriod({ kind }: { kind: RetentionKind }) {
  return <span data-retention={kind}>{describeDays(configuredRetentionPeriods()[kind])}</span>;
}
