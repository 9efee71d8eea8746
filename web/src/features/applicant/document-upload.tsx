import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useLocale } from '@/lib/locale';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { DOCUMENT_ACCEPT_ATTRIBUTE, DOCUMENT_TOO_LARGE, MAX_DOCUMENT_BYTES } from '@domain/document-types';
import { useApplicantMessages } from './applicant.messages';
import { uploadRefusalMessage } from './applicant-errors';
import { Isolated } from '@/components/ui/isolated';
import { uploadDocument, type UploadOutcome } from './upload-request';

interface Sending {
  sent: number;
  /** The request body's size once the browser reports it; until then the bar shows no value. */
  total: number | null;
  /** Every byte is sent and the server is reading the file: too late to cancel. */
  saving: boolean;
}

interface Props {
  applicationId: string;
  item: { key: string; label: string };
  /** A document is there already: this one replaces it. */
  replacing: boolean;
  /** Ids of the texts that describe the input (the item's hint, the accepted types). */
  describedBy: string;
  /** The file input, for the item to focus once its document is removed. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The item's other actions, shown beside the upload button while nothing is being sent. */
  otherActions?: ReactNode;
}

/**
 * One item's file input, styled as a button, and the upload it starts: a progress bar, a Cancel
 * that aborts it, the server's refusal as it gave it. The checklist is refetched once a file is
 * stored, and its state line (a live region) announces the change.
 */
export function DocumentUpload({ applicationId, item, replacing, describedBy, inputRef, otherActions }: Props) {
  const m = useApplicantMessages().documents;
  const locale = useLocale();
  const inputId = useId();
  const errorId = useId();
  const [sending, setSending] = useState<Sending | null>(null);
  const [error, setError] = useState<string | null>(null);
  // What the live region says: a sentence of the catalogue, and the file's name to set apart in it.
  const [notice, setNotice] = useState<{ message: (value: string) => string; value: string } | string>('');
  const abort = useRef<(() => void) | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const utils = trpc.useUtils();

  // An upload does not outlive its screen (signing out, the application closed meanwhile).
  useEffect(() => () => abort.current?.(), [abort]);

  const settle = async (outcome: UploadOutcome) => {
    abort.current = null;
    if (outcome.kind === 'stored') {
      setNotice('');
      await utils.applicant.documents.checklist.invalidate({ applicationId });
    } else if (outcome.kind === 'aborted') {
      setNotice(m.cancelled);
    } else {
      setNotice('');
      setError(outcome.kind === 'refused' ? uploadRefusalMessage(outcome.message, m.failed, locale) : m.failed);
    }
    // The Cancel button goes with the progress bar: focus returns to the input, not to the page's top.
    flushSync(() => setSending(null));
    inputRef.current?.focus();
    if (outcome.kind !== 'refused') return;
    // Signed out meanwhile: the page shows the sign-in form. Closed or accepted meanwhile: the screen catches up.
    if (outcome.status === 401) {
      void notify('error', uploadRefusalMessage(outcome.message, m.failed, locale));
      void utils.applicant.invalidate();
    } else if (outcome.status === 404 || outcome.status === 409) {
      void utils.applicant.applications.invalidate();
      void utils.applicant.documents.checklist.invalidate({ applicationId });
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Emptied, so choosing the same file again (after a refusal, or a cancel) is a change too.
    event.currentTarget.value = '';
    if (!file) return;
    setError(null);
    // The server checks again and decides; this spares a slow connection 10 MB it would refuse.
    if (file.size > MAX_DOCUMENT_BYTES) {
      setNotice('');
      setError(uploadRefusalMessage(DOCUMENT_TOO_LARGE, m.failed, locale));
      return;
    }
    flushSync(() => {
      setNotice({ message: m.sending, value: file.name });
      setSending({ sent: 0, total: null, saving: false });
    });
    // The input makes way for the progress bar, so focus moves to the one control left: Cancel.
    cancelRef.current?.focus();
    const request = uploadDocument({
      applicationId,
      item: item.key,
      file,
      onProgress: (sent, total) => setSending((current) => current && { ...current, sent, total }),
      onSent: () => setSending((current) => current && { ...current, saving: true }),
    });
    abort.current = request.abort;
    void request.promise.then(settle);
  };

  const percent = sending?.total ? Math.floor((sending.sent / sending.total) * 100) : null;

  return (
    <div className="w-full">
      {/* Mounted from the start (an empty live region is still one), so what it says later is announced. */}
      <p role="status" className="mb-2 break-all text-sm empty:mb-0">
        {typeof notice === 'string' ? notice : <Isolated message={notice.message} value={notice.value} />}
      </p>
      {sending ? (
        <div className="space-y-3">
          <div className="flex items-center gap-3">
            <progress
              aria-label={m.progressLabel(item.label)}
              value={sending.saving ? 100 : (percent ?? undefined)}
              max={100}
              className="h-2.5 min-w-0 flex-1 appearance-none overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
            />
            {/* The bar carries the value for screen readers; this is the same number, written. */}
            <span aria-hidden="true" className="shrink-0 text-sm tabular-nums">
              {sending.saving ? m.saving : m.sent(percent ?? 0)}
            </span>
          </div>
          <Button
            ref={cancelRef}
            type="button"
            variant="outline"
            aria-label={m.cancelFor(item.label)}
            // aria-disabled rather than disabled: the button keeps focus once the bytes are all sent.
            aria-disabled={sending.saving}
            className="aria-disabled:opacity-60"
            onClick={() => {
              if (!sending.saving) abort.current?.();
            }}
          >
            {m.cancel}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-start gap-3">
          <div>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={DOCUMENT_ACCEPT_ATTRIBUTE}
              aria-label={replacing ? m.replaceFor(item.label) : m.uploadFor(item.label)}
              aria-describedby={error ? `${errorId} ${describedBy}` : describedBy}
              className="peer sr-only"
              onChange={choose}
            />
            <label
              htmlFor={inputId}
              className={cn(
                buttonVariants({ variant: replacing ? 'outline' : 'default' }),
                'cursor-pointer peer-focus-visible:ring-3 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
              )}
            >
              <Upload aria-hidden="true" />
              {replacing ? m.replace : m.upload}
            </label>
          </div>
          {otherActions}
        </div>
      )}
      {error && (
        <p role="alert" id={errorId} className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
