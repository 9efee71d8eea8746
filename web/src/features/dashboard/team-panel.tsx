import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { formatDate } from '@/lib/format-date';
import { dashboardMessages as messages } from './dashboard.messages';
import { EndSessionsButton } from './end-sessions-button';
import { InvitationsSection } from './invitations-section';
import { errorMessage } from '@/lib/trpc-error';

/** Confirmed accounts and their role; the server refuses to revoke the last admin. */
export function TeamPanel({ selfId }: { selfId: string }) {
  const team = trpc.admin.team.list.useQuery();
  const utils = trpc.useUtils();
  const setAdmin = trpc.admin.team.setAdmin.useMutation({
    onSuccess: (_data, input) => {
      void notify('success', input.isAdmin ? messages.team.granted : messages.team.revoked);
      void utils.admin.team.list.invalidate();
      if (input.userId === selfId) void utils.auth.me.invalidate();
    },
    onError: (error) => void notify('error', errorMessage(error, messages.changeNotSaved)),
  });
  const setEditor = trpc.admin.team.setEditor.useMutation({
    onSuccess: (_data, input) => {
      void notify('success', input.isEditor ? messages.team.editorGranted : messages.team.editorRevoked);
      void utils.admin.team.list.invalidate();
    },
    onError: (error) => void notify('error', errorMessage(error, messages.changeNotSaved)),
  });

  if (team.isPending) return <p className="py-8 text-center text-muted-foreground">{messages.loading}</p>;
  if (team.isError) return <p className="py-8 text-center text-muted-foreground">{messages.team.loadFailed}</p>;

  const adminCount = team.data.filter((member) => member.isAdmin).length;

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{messages.team.intro}</p>
      <ul className="divide-y rounded-xl border bg-card" data-testid="team">
        {team.data.map((member) => (
          <li key={member.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className="truncate">{member.email}</span>
                {member.id === selfId && (
                  <span className="text-xs font-normal text-muted-foreground">{messages.team.you}</span>
                )}
                {member.isAdmin && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
                    <ShieldCheck className="size-3" aria-hidden="true" />
                    {messages.team.admin}
                  </span>
                )}
                {member.isEditor && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
                    {messages.team.editor}
                  </span>
                )}
              </p>
              <p className="text-xs text-muted-foreground">{messages.team.joined(formatDate(member.createdAt))}</p>
              {member.isAdmin && adminCount <= 1 && (
                <p className="text-xs text-muted-foreground">{messages.team.onlyAdmin}</p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <EndSessionsButton member={member} isSelf={member.id === selfId} />
              <Button
                type="button"
                size="sm"
                variant={member.isAdmin ? 'outline' : 'default'}
                disabled={setAdmin.isPending || (member.isAdmin && adminCount <= 1)}
                aria-label={messages.team.toggleLabel(member.isAdmin, member.email)}
                onClick={() => {
                  if (member.isAdmin && member.id === selfId && !window.confirm(messages.team.confirmSelfRevoke))
                    return;
                  setAdmin.mutate({ userId: member.id, isAdmin: !member.isAdmin });
                }}
              >
                {messages.team.toggle(member.isAdmin)}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={setEditor.isPending}
                aria-label={messages.team.editorToggleLabel(member.isEditor, member.email)}
                onClick={() => setEditor.mutate({ userId: member.id, isEditor: !member.isEditor })}
              >
                {messages.team.editorToggle(member.isEditor)}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <InvitationsSection />
    </div>
  );
}
