import { Laptop } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { formatDateTime } from '@/lib/format-date';
import { errorMessage } from '@/lib/trpc-error';
import { securityMessages as messages } from './security.messages';

const m = messages.sessions;

/** Where this account is signed in; any session can be ended, or all but this one. */
export function SessionsList() {
  const utils = trpc.useUtils();
  const sessions = trpc.auth.security.sessions.useQuery();
  const onError = (error: unknown) => void notify('error', errorMessage(error));
  const end = trpc.auth.security.endSession.useMutation({
    onSuccess: ({ endedCurrent }) => {
      if (endedCurrent) return void utils.auth.me.invalidate();
      void notify('success', m.ended);
      void utils.auth.security.sessions.invalidate();
    },
    onError,
  });
  const endOthers = trpc.auth.security.endOtherSessions.useMutation({
    onSuccess: ({ ended }) => {
      void notify('success', m.endedOthers(ended));
      void utils.auth.security.sessions.invalidate();
    },
    onError,
  });
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <section aria-labelledby="sessions-title" className="space-y-4 rounded-xl border bg-card p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-title" className="flex items-center gap-2 text-lg font-semibold">
          <Laptop className="size-5 text-primary" aria-hidden="true" />
          {m.title}
        </h2>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={others === 0 || endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {m.endOthers}
        </Button>
      </div>
      {sessions.isPending && <p className="text-sm text-muted-foreground">{messages.loading}</p>}
      {sessions.isError && <p className="text-sm text-muted-foreground">{m.loadFailed}</p>}
      {sessions.data && (
        <ul className="divide-y rounded-lg border" data-testid="sessions">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="font-medium">
                  {session.device}
                  {session.current && (
                    <span className="ms-2 rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
                      {m.thisDevice}
                    </span>
                  )}
                </p>
                <p className="text-xs text-muted-foreground">
                  {m.details(
                    session.ip,
                    formatDateTime(session.createdAt),
                    session.lastUsedAt ? formatDateTime(session.lastUsedAt) : null,
                  )}
                </p>
              </div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={end.isPending}
                aria-label={m.endLabel(session.current, session.device)}
                onClick={() => end.mutate({ id: session.id })}
              >
                {m.end(session.current)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
