import { Download } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useLocale } from '@/lib/locale';
import { trpc } from '@/lib/trpc-react';
import { applicantLetterHref } from '@domain/applicant-paths';
import { useApplicantMessages } from './applicant.messages';
import { formatDay } from './applicant-words';

/**
 * The applicant's letters (decision 132): each issued letter of their applications, in the
 * language it was written in, downloaded as a PDF through the server. Nothing shows until there
 * is a letter.
 */
export function LettersList() {
  const locale = useLocale();
  const messages = useApplicantMessages().letters;
  const letters = trpc.applicant.letters.list.useQuery();
  if (!letters.data || letters.data.length === 0) return null;
  return (
    <section aria-labelledby="applicant-letters" className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="applicant-letters" className="text-lg font-semibold text-primary sm:text-xl">
        {messages.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{messages.intro}</p>
      <ul className="mt-4 space-y-3">
        {letters.data.map((letter) => (
          <li key={letter.id} className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="font-medium">{messages.kinds[letter.kind]}</p>
              {letter.issuedAt && (
                <p className="text-sm text-muted-foreground">{messages.issuedOn(formatDay(letter.issuedAt, locale))}</p>
              )}
            </div>
            <ButtonLink variant="outline" size="sm" href={applicantLetterHref(letter.id)} download>
              <Download aria-hidden="true" />
              {messages.download}
              <span className="sr-only"> {messages.kinds[letter.kind]}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
