import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { errorMessage } from '@/lib/trpc-error';
import { dashboardMessages as messages } from './dashboard.messages';

/** Team tab: sign a staff member out everywhere (a lost laptop, someone leaving). */
export function EndSessionsButton({ member, isSelf }: { member: { id: string; email: string }; isSelf: boolean }) {
  const utils = trpc.useUtils();
  const endSessions = trpc.admin.team.endSessions.useMutation({
    onSuccess: ({ ended }) => {
      if (isSelf) return void utils.auth.me.invalidate();
      void notify('success', messages.endSessions.done(member.email, ended));
    },
    onError: (error) => void notify('error', errorMessage(error)),
  });
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={endSessions.isPending}
      aria-label={messages.endSessions.label(member.email)}
      onClick={() => {
        const question = isSelf ? messages.endSessions.confirmSelf : messages.endSessions.confirm(member.email);
        if (window.confirm(question)) endSessions.mutate({ userId: member.id });
      }}
    >
      {messages.endSessions.button}
    </Button>
  );
}
