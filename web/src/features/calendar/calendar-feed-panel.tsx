import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import { calendarMessages as messages } from './calendar.messages';

const m = messages.feed;
const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

/**
 * The signed-in admin's own iCal feed (decision 144): made, replaced or stopped here; its address
 * is shown once, when made, because only its hash is kept.
 */
export function CalendarFeedPanel() {
  const id = useId();
  const utils = trpc.useUtils();
  const status = trpc.admin.visits.feed.status.useQuery();
  const [url, setUrl] = useState<string | null>(null);
  const failed = (error: unknown) => void notify('error', errorMessage(error, messages.notSaved));
  const create = trpc.admin.visits.feed.create.useMutation({
    onSuccess: (data) => {
      setUrl(data.url);
      void utils.admin.visits.feed.status.invalidate();
    },
    onError: failed,
  });
  const revoke = trpc.admin.visits.feed.revoke.useMutation({
    onSuccess: () => {
      setUrl(null);
      void notify('success', m.revoked);
      void utils.admin.visits.feed.status.invalidate();
    },
    onError: failed,
  });

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {m.title}
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">{m.intro}</p>
      </div>
      {status.isPending ? (
        <p className="text-sm text-muted-foreground">{messages.loading}</p>
      ) : status.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {m.loadFailed}
        </p>
      ) : (
        <>
          <p className="text-sm" data-testid="feed-status">
            {status.data
              ? `${m.made(when(status.data.createdAt))} ${status.data.lastUsedAt ? m.lastUsed(when(status.data.lastUsedAt)) : m.neverUsed}`
              : m.none}
          </p>
          {url ? (
            <div className="max-w-2xl space-y-1.5">
              <Label htmlFor={`${id}-url`}>{m.urlLabel}</Label>
              <div className="flex flex-wrap gap-2">
                <Input
                  id={`${id}-url`}
                  readOnly
                  dir="ltr"
                  value={url}
                  className="min-w-0 flex-1 font-mono text-xs"
                  onFocus={(event) => event.target.select()}
                />
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => void navigator.clipboard?.writeText(url).then(() => notify('success', m.copied))}
                >
                  {m.copy}
                </Button>
              </div>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="button" disabled={create.isPending} onClick={() => create.mutate()}>
              {status.data ? m.rotate : m.create}
            </Button>
            {status.data ? (
              <Button type="button" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
                {m.revoke}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
