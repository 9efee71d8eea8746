import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { DetailSection } from './detail-section';
import { formatDateTime } from '@/lib/format-date';
import type { Delivery } from './format';

const KIND_LABELS: Record<string, string> = {
  application_ack: 'Acknowledgement to the applicant',
  application_alert: 'Alert to the admissions office',
  application_status: 'Decision email to the applicant',
  contact_ack: 'Acknowledgement to the sender',
  contact_alert: 'Alert to the admissions office',
};

/** Where each e-mail owed for this submission stands, so staff know whether it arrived. */
export function DeliveriesSection({ deliveries }: { deliveries: readonly Delivery[] }) {
  return (
    <DetailSection title="Emails">
      {deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No emails for this submission.</p>
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
                <p className="font-medium">{KIND_LABELS[d.kind] ?? d.kind}</p>
                <p className="truncate text-muted-foreground">To {d.recipient}</p>
                <p>
                  {d.status === 'sent' && d.sentAt && <>Sent {formatDateTime(d.sentAt)}</>}
                  {d.status === 'pending' && (
                    <>Queued{d.attempts > 0 ? `, retrying (${d.attempts} attempt${d.attempts === 1 ? '' : 's'} so far)` : ''}</>
                  )}
                  {d.status === 'failed' && (
                    <span className="text-destructive">Failed{d.lastError ? `: ${d.lastError}` : ''}</span>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
