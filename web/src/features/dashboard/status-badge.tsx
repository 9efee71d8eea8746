import { CalendarX, Copy, Hourglass, MailWarning } from 'lucide-react';
import { statusLabel } from '@domain/application-status';
import { cn } from '@/lib/cn';
import { dashboardMessages as messages } from './dashboard.messages';

// Text and background pairs chosen for at least 4.5:1 contrast.
const TONES: Record<string, string> = {
  submitted: 'bg-slate-100 text-slate-800 border-slate-300',
  under_review: 'bg-blue-50 text-blue-900 border-blue-200',
  interview: 'bg-violet-50 text-violet-900 border-violet-200',
  offer: 'bg-emerald-50 text-emerald-900 border-emerald-200',
  accepted: 'bg-teal-50 text-teal-900 border-teal-200',
  enrolled: 'bg-green-100 text-green-900 border-green-300',
  declined: 'bg-rose-50 text-rose-900 border-rose-200',
  withdrawn: 'bg-zinc-100 text-zinc-700 border-zinc-300',
};

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}

export function NewMarker() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-foreground">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-foreground" />
      {messages.lists.newMarker}
    </span>
  );
}

export function EmailFailedMarker() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-rose-300 bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-900">
      <MailWarning className="size-3" aria-hidden="true" />
      {messages.lists.emailFailedMarker}
    </span>
  );
}

export function PossibleDuplicateMarker() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <Copy className="size-3" aria-hidden="true" />
      {messages.lists.possibleDuplicateMarker}
    </span>
  );
}

/** An application sent while every place of its intake was offered (decision 128). */
export function WaitingListMarker() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-sky-300 bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900"
      data-testid="waiting-list-marker"
    >
      <Hourglass className="size-3" aria-hidden="true" />
      {messages.lists.waitingListMarker}
    </span>
  );
}

/** An offer whose reply-by date passed with no acceptance (decision 134, amended): extend it or follow up. */
export function ReplyByPassedMarker() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-rose-300 bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-900"
      data-testid="reply-by-passed-marker"
    >
      <CalendarX className="size-3" aria-hidden="true" />
      {messages.lists.replyByPassedMarker}
    </span>
  );
}
