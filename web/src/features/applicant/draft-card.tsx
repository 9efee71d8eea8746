import { useLocale } from '@/lib/locale';
import { ButtonLink } from '@/components/ui/button';
import { trpc } from '@/lib/trpc-react';
import { resumeDraftPath } from '@domain/applicant-paths';
import { useApplicantMessages } from './applicant.messages';
import { formatMoment } from './applicant-words';

/** The applicant's saved, unsent application, if any, and the way back into it (decision 115). */
export function DraftCard() {
  const locale = useLocale();
  const messages = useApplicantMessages().draft;
  const draft = trpc.applicant.draft.useQuery();
  if (!draft.data) return null;
  return (
    <article aria-labelledby="applicant-draft" className="rounded-2xl border border-primary/30 bg-primary/5 p-5 sm:p-6">
      <h2 id="applicant-draft" className="text-lg font-semibold text-primary sm:text-xl">
        {messages.title}
      </h2>
      <p className="mt-1 text-sm">{messages.lastSaved(formatMoment(draft.data.updatedAt, locale))}</p>
      {/* The form is a prerendered page, in the space's language: a plain link, a page load. */}
      <ButtonLink href={resumeDraftPath(locale)} className="mt-4">
        {messages.continue}
      </ButtonLink>
    </article>
  );
}
