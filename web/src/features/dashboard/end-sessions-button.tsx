import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { errorMessage } from '@/lib/trpc-error';

/** Team tab: sign a staff member out everywhere (a lost laptop, someone leaving). */
export function EndSessionsButton({ member, isSelf }: { member: { id: string; email: string }; isSelf: boolean }) {
  const utils = trpc.useUtils();
  const endSessions = trpc.admin.team.endSessions.useMutation({
    onSuccess: ({ ended }) => {
      if (isSelf) return void utils.auth.me.invalidate();
      void notify('success', `${member.email} has been signed out of ${ended === 1 ? '1 session' : `${ended} sessions`}.`);
    },
    onError: (error) => void notify('error', errorMessage(error)),
  });
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={endSessions.isPending}
      aria-label={`Sign ${member.email} out everywhere`}
      onClick={() => {
        const question = isSelf ? 'Sign yourself out everywhere, including here?' : `Sign ${member.email} out on every device?`;
        if (window.confirm(question)) endSessions.mutate({ userId: member.id });
      }}
    >
      Sign out everywhere
    </Button>
  );
}
