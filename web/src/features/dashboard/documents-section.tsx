import { CheckCircle2, Clock, Download, FileQuestion, FileText, ShieldAlert, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import { MAX_REJECT_REASON_LENGTH, outstandingItems } from '@domain/document-progress';
import { ACCEPTED_DOCUMENT_TYPES, isDocumentMimeType } from '@domain/document-types';
import { FINAL_APPLICATION_STATUSES } from '@domain/retention-periods';
import { documentDownloadHref } from '@domain/staff-paths';
import { cn } from '@/lib/cn';
import { DetailSection } from './detail-section';
import type { ApplicationDetailData } from './format';
import { dashboardMessages as messages } from './dashboard.messages';

type Entry = ApplicationDetailData['documents'][number];
const m = messages.documents;

// Text and background pairs chosen for at least 4.5:1 contrast, as the status badges.
const TONES = {
  missing: 'bg-slate-100 text-slate-800 border-slate-300',
  scanning: 'bg-amber-50 text-amber-900 border-amber-200',
  uploaded: 'bg-blue-50 text-blue-900 border-blue-200',
  accepted: 'bg-emerald-50 text-emerald-900 border-emerald-200',
  rejected: 'bg-rose-50 text-rose-900 border-rose-200',
  refused: 'bg-rose-50 text-rose-900 border-rose-200',
} as const;

const ICONS = {
  missing: FileQuestion,
  scanning: Clock,
  uploaded: FileText,
  accepted: CheckCircle2,
  rejected: XCircle,
  refused: ShieldAlert,
} as const;

function stateLabel(entry: Entry): string {
  return entry.state === 'uploaded' && entry.document?.notScanned ? m.states.notScanned : m.states[entry.state];
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function typeLabel(mimeType: string): string {
  return isDocumentMimeType(mimeType) ? ACCEPTED_DOCUMENT_TYPES[mimeType].label : mimeType;
}

/**
 * The application's documents, item by item, as staff review them: each state, the
 * file of a document that passed the scan (downloaded through the server only), Accept, and
 * Reject with the reason the applicant reads. A file the scanner refused shows only that fact.
 * "Request missing documents" e-mails the applicant what is still needed.
 */
export function DocumentsSection({
  applicationId,
  status,
  entries,
  onChanged,
}: {
  applicationId: string;
  status: string;
  entries: readonly Entry[];
  onChanged: () => void;
}) {
  const outstanding = outstandingItems(entries);
  const closed = (FINAL_APPLICATION_STATUSES as readonly string[]).includes(status);
  const request = trpc.admin.applications.documents.requestMissing.useMutation({
    onSuccess: (result) => {
      void notify('success', m.requested(result.items.length));
      onChanged();
    },
    onError: (error) => void notify('error', errorMessage(error, m.notRequested)),
  });

  return (
    <DetailSection title={m.title}>
      <ul className="space-y-2" data-testid="documents">
        {entries.map((entry) => (
          <DocumentRow key={entry.key} entry={entry} onChanged={onChanged} />
        ))}
      </ul>
      {outstanding.length > 0 && !closed ? (
        <div className="mt-4 space-y-2">
          <p className="text-sm text-muted-foreground">{m.requestHint(outstanding.length)}</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={request.isPending}
            onClick={() => request.mutate({ applicationId })}
          >
            {request.isPending ? messages.sending : m.requestMissing}
          </Button>
        </div>
      ) : outstanding.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{m.complete}</p>
      ) : null}
    </DetailSection>
  );
}

function DocumentRow({ entry, onChanged }: { entry: Entry; onChanged: () => void }) {
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const review = trpc.admin.applications.documents.review.useMutation({
    onSuccess: (result) => {
      void notify('success', result.decision === 'accepted' ? m.accepted(entry.label) : m.rejected(entry.label));
      setRejecting(false);
      setReason('');
      onChanged();
    },
    onError: (error) => void notify('error', errorMessage(error, m.notReviewed)),
  });
  const Icon = ICONS[entry.state];
  const file = entry.document;
  // Only a document that passed the scan (or was not scanned) can be opened and reviewed.
  const reviewable =
    file !== null && (entry.state === 'uploaded' || entry.state === 'accepted' || entry.state === 'rejected');

  return (
    <li
      aria-label={m.itemName(entry.label, stateLabel(entry))}
      className="rounded-lg border p-3 text-sm"
      data-testid="document-item"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="font-medium">{entry.label}</span>
        <span className="text-xs text-muted-foreground">{entry.required ? m.required : m.optional}</span>
        <span
          className={cn(
            'ms-auto inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
            TONES[entry.state],
          )}
          data-testid="document-state"
        >
          {stateLabel(entry)}
        </span>
      </div>
      {entry.state === 'refused' && <p className="mt-1 text-muted-foreground">{m.refusedHint}</p>}
      {file && (
        <div className="mt-1 space-y-1">
          <p className="break-all">
            <bdi>{file.originalName}</bdi>
            {m.fileFacts(typeLabel(file.mimeType), formatSize(file.sizeBytes))}
          </p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={file.uploadedAt}>{m.uploaded(formatDateTime(file.uploadedAt))}</time>
            {entry.review && (
              <> · {m.reviewed(stateLabel(entry), entry.review.byEmail, formatDateTime(entry.review.at))}</>
            )}
          </p>
          {file.rejectReason && (
            <p>
              <span className="text-muted-foreground">{m.reason}</span>{' '}
              <span className="whitespace-pre-line">{file.rejectReason}</span>
            </p>
          )}
        </div>
      )}
      {reviewable && (
        <div className="mt-2 flex flex-wrap gap-2">
          <ButtonLink
            variant="outline"
            size="sm"
            href={documentDownloadHref(file.id)}
            download
            aria-label={m.downloadLabel(entry.label)}
          >
            <Download aria-hidden="true" />
            {m.download}
          </ButtonLink>
          {entry.state !== 'accepted' && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={review.isPending}
              aria-label={m.acceptLabel(entry.label)}
              onClick={() => review.mutate({ documentId: file.id, decision: 'accepted' })}
            >
              {m.accept}
            </Button>
          )}
          {entry.state !== 'rejected' && !rejecting && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={m.rejectLabel(entry.label)}
              onClick={() => setRejecting(true)}
            >
              {m.reject}
            </Button>
          )}
        </div>
      )}
      {reviewable && rejecting && (
        <form
          className="mt-3 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) review.mutate({ documentId: file.id, decision: 'rejected', reason });
          }}
        >
          <Label htmlFor={reasonId}>{m.rejectReason(entry.label)}</Label>
          <Textarea
            id={reasonId}
            rows={2}
            required
            maxLength={MAX_REJECT_REASON_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            autoFocus
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" variant="destructive" disabled={review.isPending || !reason.trim()}>
              {review.isPending ? messages.saving : m.rejectSubmit}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setRejecting(false)}>
              {m.cancel}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
