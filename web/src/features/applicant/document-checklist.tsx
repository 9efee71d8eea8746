import type { inferRouterOutputs } from '@trpc/server';
import { BadgeCheck, Circle, CircleCheck, CircleX, LoaderCircle, ShieldAlert, type LucideIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { useLocale } from '@/lib/locale';
import { Button } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { cn } from '@/lib/cn';
import { trpc } from '@/lib/trpc-react';
import type { DocumentState } from '@domain/document-checklist';
import type { AppRouter } from '../../../../server/routers/app-router';
import { useApplicantMessages } from './applicant.messages';
import { documentItemWords, formatSize } from './applicant-words';
import { DocumentUpload } from './document-upload';
import { Isolated } from '@/components/ui/isolated';
import { RemoveDocument } from './remove-document';

type ChecklistEntry = inferRouterOutputs<AppRouter>['applicant']['documents']['checklist'][number];

/** A scan takes seconds: the checklist is asked again this often while a file waits for one, and not at all after. */
const SCAN_POLL_MS = 2_000;

const STATE_ICONS: Record<DocumentState, { icon: LucideIcon; className: string }> = {
  missing: { icon: Circle, className: 'text-muted-foreground' },
  scanning: { icon: LoaderCircle, className: 'text-primary motion-safe:animate-spin' },
  uploaded: { icon: CircleCheck, className: 'text-primary' },
  accepted: { icon: BadgeCheck, className: 'text-primary' },
  rejected: { icon: CircleX, className: 'text-destructive' },
  refused: { icon: ShieldAlert, className: 'text-destructive' },
};

/** The documents one open application needs, each with where it stands and a way to send, replace or remove it. */
export function DocumentChecklist({ applicationId }: { applicationId: string }) {
  const m = useApplicantMessages().documents;
  const headingId = useId();
  const introId = useId();
  const checklist = trpc.applicant.documents.checklist.useQuery(
    { applicationId },
    {
      refetchInterval: (query) =>
        query.state.data?.some((entry) => entry.state === 'scanning') ? SCAN_POLL_MS : false,
    },
  );
  return (
    <div className="mt-5 border-t pt-4">
      <h3 id={headingId} className="text-base font-semibold text-primary">
        {m.title}
      </h3>
      <p id={introId} className="mt-1 text-sm text-muted-foreground">
        {m.intro}
      </p>
      {checklist.isPending && (
        <p role="status" className="mt-3 text-sm">
          {m.loading}
        </p>
      )}
      {checklist.isError && !checklist.data && (
        <div role="alert" className="mt-3 space-y-3">
          <p className="text-sm">{m.loadFailed}</p>
          <Button type="button" variant="outline" onClick={() => void checklist.refetch()}>
            {m.retry}
          </Button>
        </div>
      )}
      {checklist.data && (
        <ul aria-labelledby={headingId} className="mt-2 divide-y">
          {checklist.data.map((entry) => (
            <DocumentItem key={entry.key} applicationId={applicationId} entry={entry} introId={introId} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DocumentItem({
  applicationId,
  entry,
  introId,
}: {
  applicationId: string;
  entry: ChecklistEntry;
  introId: string;
}) {
  const m = useApplicantMessages().documents;
  const hintId = useId();
  const nameId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The item's name and hint in the screen's language (the server sends English).
  const words = documentItemWords(entry, useLocale());
  const item = { key: entry.key, label: words.label };
  return (
    <li aria-labelledby={nameId} className="space-y-2 py-4" data-testid={`document-${entry.key}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 className="font-semibold">{words.label}</h4>
        <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
          {entry.required ? m.required : m.optional}
        </span>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {words.hint}
      </p>
      <DocumentStateLine id={nameId} entry={entry} label={words.label} />
      {/* Until staff accept it, a document can be replaced or removed. */}
      {entry.state !== 'accepted' && (
        <DocumentUpload
          applicationId={applicationId}
          item={item}
          replacing={entry.document !== null}
          describedBy={`${hintId} ${introId}`}
          inputRef={inputRef}
          otherActions={
            entry.document && (
              <RemoveDocument
                applicationId={applicationId}
                item={item}
                fileName={entry.document.originalName}
                focusAfterRemoving={() => inputRef.current?.focus()}
              />
            )
          }
        />
      )}
    </li>
  );
}

/**
 * Where the item stands, in the applicant's words. A polite live region, whole: when a scan
 * ends, staff decide or a file is sent or removed, a screen reader says which item and how.
 * Its first line ("Photo: Received", `id`) is also the item's name.
 */
function DocumentStateLine({ id, entry, label: itemLabel }: { id: string; entry: ChecklistEntry; label: string }) {
  const m = useApplicantMessages().documents;
  const locale = useLocale();
  const { icon: Icon, className } = STATE_ICONS[entry.state];
  const reason = entry.document?.rejectReason;
  // Staff write the reason (in English): set apart, so it keeps its direction in an Arabic sentence.
  const label =
    entry.state === 'rejected' && reason ? (
      <Isolated message={m.rejectedBecause} value={reason} />
    ) : (
      m.states[entry.state]
    );
  const detail = entry.state === 'refused' ? m.refusedMeaning : entry.state === 'rejected' ? m.rejectedNext : null;
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="flex items-start gap-2 rounded-lg bg-muted/50 px-3 py-2 text-sm"
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', className)} />
      <div className="min-w-0">
        <p id={id} className="font-semibold">
          <VisuallyHidden>{m.stateOf(itemLabel)}</VisuallyHidden>
          <span data-testid="document-state">{label}</span>
        </p>
        {detail && <p>{detail}</p>}
        {entry.document && (
          <p className="break-all text-muted-foreground">
            {/* The applicant's own file name, in whatever script: its own direction, whatever the page's. */}
            <bdi>{entry.document.originalName}</bdi> · {formatSize(entry.document.sizeBytes, locale)}
          </p>
        )}
      </div>
    </div>
  );
}
