import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { errorMessage, trpcErrorCode } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import { isNotifiableStatus, statusLabel } from '@domain/application-status';
import { documentItemLabel } from '@domain/document-checklist';
import { DetailSection } from './detail-section';
import type { ApplicationDetailData } from './format';
import { StatusForm } from './status-form';
import { dashboardMessages as messages } from './dashboard.messages';

type Change = ApplicationDetailData['history'][number];

/** Where the application stands: the form that moves it on, its status e-mail if still owed, and its history. */
export function StatusSection({
  application: a,
  onChanged,
}: {
  application: ApplicationDetailData;
  onChanged: () => void;
}) {
  const latest = a.history[0];
  return (
    <DetailSection title={messages.detail.status}>
      <StatusForm
        key={a.status}
        applicationId={a.id}
        current={a.status}
        documents={a.documents}
        intake={a.intake}
        programme={a.programme}
        onChanged={onChanged}
      />
      {latest && latest.toStatus === a.status && (
        <SendStatusEmail applicationId={a.id} change={latest} onSent={onChanged} />
      )}
      {a.history.length > 0 && (
        <ol className="mt-4 space-y-2 border-s-2 border-border ps-4" data-testid="status-history">
          {a.history.map((h) => (
            <li key={h.id} className="text-sm">
              <p>
                <span className="font-medium">{statusLabel(h.fromStatus)}</span> →{' '}
                <span className="font-medium">{statusLabel(h.toStatus)}</span>
                {h.applicantEmailed && (
                  <span className="text-muted-foreground">
                    {h.statusEmailSentAt ? messages.detail.applicantEmailed : messages.detail.applicantEmailQueued}
                  </span>
                )}
              </p>
              <p className="text-xs text-muted-foreground">
                {h.changedByEmail} · <time dateTime={h.changedAt}>{formatDateTime(h.changedAt)}</time>
              </p>
              {h.missingDocuments.length > 0 && (
                <p className="mt-1">
                  {messages.detail.offeredWithoutDocuments(h.missingDocuments.map(documentItemLabel).join(', '))}
                </p>
              )}
              {h.beyondCapacity && <p className="mt-1">{messages.detail.offeredBeyondCapacity}</p>}
              {h.note && <p className="mt-1 whitespace-pre-line">{h.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}

/**
 * The status e-mail the officer did not send with the change, to send now. The server sends it
 * at most once per change, so a second click or a colleague's click is refused, not repeated.
 */
function SendStatusEmail({
  applicationId,
  change,
  onSent,
}: {
  applicationId: string;
  change: Change;
  onSent: () => void;
}) {
  const send = trpc.admin.applications.sendStatusEmail.useMutation({
    onSuccess: () => {
      void notify('success', messages.statusEmail.queued);
      onSent();
    },
    onError: (error) => {
      void notify('error', errorMessage(error, messages.statusEmail.notQueued));
      if (trpcErrorCode(error) === 'CONFLICT') onSent();
    },
  });
  if (change.applicantEmailed || !isNotifiableStatus(change.toStatus)) return null;
  return (
    <div
      className="mt-3 flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm"
      data-testid="status-email-owed"
    >
      <p className="text-muted-foreground">{messages.statusEmail.notEmailed(statusLabel(change.toStatus))}</p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={send.isPending || send.isSuccess}
        onClick={() => send.mutate({ id: applicationId, changeId: change.id })}
      >
        {send.isPending ? messages.sending : messages.statusEmail.send}
      </Button>
    </div>
  );
}
