import { Button } from '@/components/ui/button';
import { trpc } from '@/lib/trpc-react';
import { statusLabel } from '@domain/application-status';
import { describeDays, RETENTION_KINDS, RETENTION_LABELS, type RetentionKind } from '@domain/retention-periods';
import { formatDate, formatDateTime } from '@/lib/format-date';
import type { SubmissionRef } from './format';
import { dashboardMessages as messages } from './dashboard.messages';

const m = messages.dataProtection;

/** Retention at a glance: the configured periods, recent runs, the next run, and open applications to close. */
export function DataProtectionPanel({ onOpen }: { onOpen: (ref: SubmissionRef) => void }) {
  const overview = trpc.admin.privacy.overview.useQuery();
  if (overview.isPending) return <p className="py-8 text-center text-muted-foreground">{messages.loading}</p>;
  if (overview.isError) return <p className="py-8 text-center text-muted-foreground">{m.loadFailed}</p>;
  const { periods, nextRunAt, runs, staleApplications } = overview.data;

  return (
    <div className="space-y-8" data-testid="data-protection">
      <section aria-labelledby="periods-heading" className="space-y-3">
        <h2 id="periods-heading" className="text-lg font-semibold">
          {m.periods}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          {RETENTION_KINDS.map((kind: RetentionKind) => (
            <div key={kind} className="rounded-xl border bg-card p-4">
              <dt className="text-sm text-muted-foreground">{RETENTION_LABELS[kind]}</dt>
              <dd className="text-lg font-semibold">{describeDays(periods[kind] ?? 0)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">
          {m.nextRun} <strong>{nextRunAt ? formatDateTime(nextRunAt) : m.notScheduled}</strong>
        </p>
      </section>

      <section aria-labelledby="runs-heading" className="space-y-3">
        <h2 id="runs-heading" className="text-lg font-semibold">
          {m.runs}
        </h2>
        {runs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.noRuns}</p>
        ) : (
          <ul className="divide-y rounded-xl border bg-card" data-testid="retention-runs">
            {runs.map((run) => (
              <li key={run.id} className="p-4 text-sm">
                <p className="font-medium">
                  {formatDateTime(run.finishedAt)}{' '}
                  <span className="text-muted-foreground">{m.trigger(run.trigger)}</span>
                </p>
                <p className="text-muted-foreground">
                  {m.erased(
                    Object.entries(run.counts)
                      .map(([kind, count]) => `${count} ${m.counts[kind] ?? kind}`)
                      .join(', '),
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="stale-heading" className="space-y-3">
        <h2 id="stale-heading" className="text-lg font-semibold">
          {m.stale(describeDays(periods.contacts ?? 0))}
        </h2>
        <p className="text-sm text-muted-foreground">{m.staleIntro}</p>
        {staleApplications.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.none}</p>
        ) : (
          <ul className="divide-y rounded-xl border bg-card">
            {staleApplications.map((item) => (
              <li key={item.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <span>
                  <span className="font-medium">{item.name}</span>{' '}
                  <span className="text-sm text-muted-foreground">
                    {m.staleItem(statusLabel(item.status), formatDate(item.createdAt))}
                  </span>
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => onOpen({ type: 'application', id: item.id })}
                >
                  {m.open}
                  <span className="sr-only">{m.openLabel(item.name)}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
