import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocale } from '@/lib/locale';
import { Button } from '@/components/ui/button';
import { trpc } from '@/lib/trpc-react';
import { isSessionLoss, trpcErrorCode } from '@/lib/trpc-error';
import type { DocumentItemKey } from '@domain/document-checklist';
import { useApplicantMessages } from './applicant.messages';
import { applicantErrorMessage } from './applicant-errors';
import { Isolated } from '@/components/ui/isolated';

interface Props {
  applicationId: string;
  item: { key: DocumentItemKey; label: string };
  fileName: string;
  /** Where focus goes once the document is gone, and this button with it. */
  focusAfterRemoving: () => void;
}

/** "Remove", then a question in its place whose first choice, and first focus, keeps the document. */
export function RemoveDocument({ applicationId, item, fileName, focusAfterRemoving }: Props) {
  const m = useApplicantMessages().documents;
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const utils = trpc.useUtils();

  const ask = (next: boolean) => {
    flushSync(() => setAsking(next));
    (next ? keepRef : removeRef).current?.focus();
  };

  const remove = trpc.applicant.documents.remove.useMutation({
    onSuccess: async () => {
      await utils.applicant.documents.checklist.invalidate({ applicationId });
      focusAfterRemoving();
    },
    onError: (failure) => {
      setError(applicantErrorMessage(failure, m.removeFailed, locale));
      ask(false);
      if (isSessionLoss(failure)) void utils.applicant.invalidate();
      // Accepted by staff, or gone, meanwhile: the checklist catches up.
      else if (['CONFLICT', 'NOT_FOUND'].includes(trpcErrorCode(failure) ?? ''))
        void utils.applicant.documents.checklist.invalidate({ applicationId });
    },
  });

  return (
    <div>
      {asking ? (
        <div role="group" aria-labelledby={questionId} className="space-y-2">
          <p id={questionId} className="break-all text-sm font-medium">
            <Isolated message={m.removeQuestion} value={fileName} />
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              ref={keepRef}
              type="button"
              variant="outline"
              disabled={remove.isPending}
              onClick={() => ask(false)}
            >
              {m.removeKeep}
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                setError(null);
                remove.mutate({ applicationId, item: item.key });
              }}
            >
              {remove.isPending ? m.removing : m.removeConfirm}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={removeRef}
          type="button"
          variant="outline"
          aria-label={m.removeFor(item.label)}
          onClick={() => ask(true)}
        >
          {m.remove}
        </Button>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
