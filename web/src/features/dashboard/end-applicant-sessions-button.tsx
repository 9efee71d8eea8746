import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { errorMessage } from '@/lib/trpc-error';
import { dashboardMessages } from './dashboard.messages';

const messages = dashboardMessages.endApplicantSessions;

/** On an application: ends every session of the applicant's space, on every device (audited on the server). */
export function EndApplicantSessionsButton({ applicationId }: { applicationId: string }) {
  const endSessions = trpc.admin.applications.endApplicantSessions.useMutation({
    onSuccess: ({ ended }) => void notify('success', messages.done(ended)),
    onError: (error) => void notify('error', errorMessage(error)),
  });
  return (
    <div className="mt-4 space-y-2">
      <p className="text-sm text-muted-foreground">{messages.intro}</p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={endSessions.isPending}
        onClick={() => {
          if (window.confirm(messages.confirm)) endSessions.mutate({ id: applicationId });
        }}
      >
        {messages.button}
      </Button>
    </div>
  );
}
