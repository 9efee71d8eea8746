import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dashboardMessages as messages } from './dashboard.messages';
import { SubmissionList } from './submission-list';

/** The list's announced count ("N applications shown") for a loaded page of `count` items. */
function announced(count: number, list: typeof messages.lists.applications | typeof messages.lists.contacts): string {
  const items = Array.from({ length: count }, (_, index) => ({ id: String(index) }));
  const query = {
    isPending: false,
    isError: false,
    data: { pages: [{ items }] },
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: () => undefined,
  };
  const html = renderToString(
    <SubmissionList
      query={query}
      label={list.label}
      noun={list.noun}
      empty={list.empty}
      filtered={false}
      render={(item) => item.id}
    />,
  );
  return /<p[^>]*aria-live="polite"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? '';
}

describe('the count a screen reader hears above a list', () => {
  it('names one application in the singular and more in the plural', () => {
    expect(announced(1, messages.lists.applications)).toBe('1 application shown');
    expect(announced(2, messages.lists.applications)).toBe('2 applications shown');
    expect(announced(50, messages.lists.applications)).toBe('50 applications shown');
  });

  it('names one contact submission in the singular and more in the plural', () => {
    expect(announced(1, messages.lists.contacts)).toBe('1 contact submission shown');
    expect(announced(3, messages.lists.contacts)).toBe('3 contact submissions shown');
  });
});
