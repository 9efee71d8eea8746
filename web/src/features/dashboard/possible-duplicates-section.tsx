import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import { DetailSection } from './detail-section';
import type { ApplicationDetailData, SubmissionRef } from './format';
import { OpenSubmissionButton } from './linked-section';
import { dashboardMessages as messages } from './dashboard.messages';

type PossibleDuplicate = ApplicationDetailData['possibleDuplicates'][number];

/**
 * Other applications from the same address, or the same name and date of birth:
 * each opens like a linked submission, and "Not a duplicate" stops the pair showing here.
 */
export function PossibleDuplicatesSection({
  applicationId,
  duplicates,
  onOpen,
  onChanged,
}: {
  applicationId: string;
  duplicates: readonly PossibleDuplicate[];
  onOpen: (ref: SubmissionRef) => void;
  onChanged: () => void;
}) {
  const dismiss = trpc.admin.applications.markNotDuplicate.useMutation({
    onSuccess: () => {
      void notify('success', messages.duplicates.dismissed);
      onChanged();
    },
    onError: (error) => void notify('error', errorMessage(error, messages.duplicates.notDismissed)),
  });

  if (duplicates.length === 0) return null;
  return (
    <DetailSection title={messages.duplicates.title(duplicates.length)}>
      <ul className="space-y-2" data-testid="possible-duplicates">
        {duplicates.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <OpenSubmissionButton
                item={{ type: 'application', id: item.id, createdAt: item.createdAt, title: item.title }}
                onOpen={onOpen}
              >
                <span className="block text-muted-foreground">
                  {messages.duplicates.why(
                    item.name,
                    item.reasons.map((reason) => messages.duplicates.reasons[reason]),
                  )}
                </span>
              </OpenSubmissionButton>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={dismiss.isPending}
              aria-label={messages.duplicates.dismissLabel(item.name, formatDate(item.createdAt))}
              onClick={() => dismiss.mutate({ id: applicationId, otherId: item.id })}
            >
              {messages.duplicates.dismiss}
            </Button>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
