import { useLocale } from '@/lib/locale';
import type { RetentionKind } from '@domain/retention-periods';
import { configuredRetentionPeriods } from './configured-periods';
import { describePeriod } from './describe-period';

/** One retention period as the notice says it ("2 years", "سنتان"), marked so the server can fill in its own value. */
export function RetentionPeriod({ kind }: { kind: RetentionKind }) {
  const locale = useLocale();
  return <span data-retention={kind}>{describePeriod(configuredRetentionPeriods()[kind], locale)}</span>;
}
