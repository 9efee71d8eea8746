import { RESUME_DRAFT_PATH } from '@domain/applicant-paths';
import { ButtonLink } from '@/components/ui/button';
import { trpc } from '@/lib/trpc-react';
import { applicantMessages } from './applicant.messages';

const messages = applicantMessages.draft;
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

/** The applicant's saved, unsent application, if any, and the way back into it (decision 115). */
export function DraftCard() {
  const draft = trpc.applicant.draft.useQuery();
  if (!draft.data) return null;
  return (
    <article aria-labelledby="applicant-draft" className="rounded-2xl border border-primary/30 bg-primary/5 p-5 sm:p-6">
      <h2 id="applicant-draft" className="text-lg font-semibold text-primary sm:text-xl">
        {messages.title}
      </h2>
      <p className="mt-1 text-sm">{messages.lastSaved(dateTimeFormat.format(new Date(draft.data.updatedAt)))}</p>
      {/* The form is a prerendered page: a plain link, a page load. */}
      <ButtonLink href={RESUME_DRAFT_PATH} className="mt-4">
        {messages.continue}
      </ButtonLink>
    </article>
  );
}
