import { Download } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { letterDownloadHref } from '@domain/staff-paths';
import { DetailSection } from './detail-section';
import type { ApplicationDetailData } from './format';
import { dashboardMessages as messages } from './dashboard.messages';

const m = messages.letters;

/**
 * The letters issued to the application (decision 132): each kind, its language, the template
 * version it was written from and its SHA-256, with the PDF downloaded through the server only.
 * Shown once the application has a letter.
 */
export function LettersSection({ letters }: { letters: ApplicationDetailData['letters'] }) {
  if (letters.length === 0) return null;
  return (
    <DetailSection title={m.title}>
      <ul className="space-y-3">
        {letters.map((letter) => (
          <li key={letter.id} className="flex flex-wrap items-start justify-between gap-3 rounded-md border p-3">
            <div className="min-w-0 space-y-0.5 text-sm">
              <p className="font-medium">
                {m.kinds[letter.kind]} ({m.languages[letter.language]})
              </p>
              <p className="text-muted-foreground">
                {letter.issuedAt
                  ? m.issued(formatDateTime(letter.issuedAt), letter.templateVersion)
                  : m.pending(letter.templateVersion)}
              </p>
              {letter.sha256 && (
                <p className="font-mono text-xs break-all text-muted-foreground">
                  {m.hash} {letter.sha256}
                </p>
              )}
            </div>
            {letter.state === 'issued' && (
              <ButtonLink variant="outline" size="sm" href={letterDownloadHref(letter.id)} download>
                <Download aria-hidden="true" />
                {m.download}
                <span className="sr-only"> {m.kinds[letter.kind]}</span>
              </ButtonLink>
            )}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
