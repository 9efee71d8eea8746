import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { EnglishNoun } from '@/lib/counted';
import { dashboardMessages as messages } from './dashboard.messages';

interface SubmissionListProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    data?: { pages: Array<{ items: T[] }> };
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  empty: string;
  filtered: boolean;
  render: (item: T) => ReactNode;
  label: string;
  /** What the list holds, counted: "1 application shown". */
  noun: EnglishNoun;
}

/** Loading..., the empty state, or the cards newest first with "Load more" (50 a page). */
export function SubmissionList<T extends { id: string }>({
  query,
  empty,
  filtered,
  render,
  label,
  noun,
}: SubmissionListProps<T>) {
  if (query.isPending) return <p className="py-12 text-center text-muted-foreground">{messages.loading}</p>;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed py-12 text-center text-muted-foreground">
        {query.isError ? messages.lists.failed : filtered ? messages.lists.noMatch : empty}
      </p>
    );
  }
  return (
    <div>
      <p className="sr-only" aria-live="polite">
        {messages.lists.shown(items.length, noun)}
      </p>
      <ul className="grid gap-3 lg:grid-cols-2" aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            type="button"
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? messages.loading : messages.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
