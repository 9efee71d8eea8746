import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { DetailSection } from './detail-section';
import { formatDateTime } from '@/lib/format-date';
import type { Delivery } from './format';
import { dashboardMessages as messages } from './dashboard.messages';

const m = messages.deliveries;

/** Where each e-mail owed for this submission stands, so staff know whether it arrived. */
export function DeliveriesSection({ deliveries }: { deliveries: readonly Delivery[] }) {
  return (
    <DetailSection title={m.title}>
      {deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.none}</p>
      ) : (
        <ul className="space-y-2" data-testid="deliveries">
          {deliveries.map((d) => (
            <li key={d.id} className="flex gap-3 rounded-lg border p-3 text-sm">
              {d.status === 'sent' ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              ) : d.status === 'failed' ? (
                <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              ) : (
                <Clock className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
              )}
              <div className="min-w-0">
                <p className="font-medium">{m.kinds[d.kind] ?? d.kind}</p>
                <p className="truncate text-muted-foreground">{m.to(d.recipient)}</p>
                <p>
                  {d.status === 'sent' && d.sentAt && m.sent(formatDateTime(d.sentAt))}
                  {d.status === 'pending' && m.queued(d.attempts)}
                  {d.status === 'failed' && <span className="text-destructive">{m.failed(d.lastError)}</span>}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
