import { TriangleAlert } from 'lucide-react';
import { trpc } from '@/lib/trpc-react';
import { contentMessages as messages } from './content.messages';

/**
 * What is going out of date (decision 129): a programme with no open intake, a deadline less than
 * 14 days away, term dates or a Summer School in the past, news more than 6 months old. Shown on
 * the dashboard until someone deals with it; nothing when all is current.
 */
export function StaleWarnings() {
  const warnings = trpc.content.warnings.useQuery(undefined, { refetchInterval: 60_000 });
  if (!warnings.data || warnings.data.length === 0) return null;
  return (
    <section
      aria-labelledby="stale-warnings-heading"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="stale-warnings"
    >
      <h2 id="stale-warnings-heading" className="flex items-center gap-2 text-base font-semibold">
        <TriangleAlert className="size-5" aria-hidden="true" />
        {messages.warnings.title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-6 text-sm">
        {warnings.data.map((warning) => (
          <li key={warning.message}>{warning.message}</li>
        ))}
      </ul>
    </section>
  );
}
