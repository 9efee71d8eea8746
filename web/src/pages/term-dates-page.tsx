import { useLocale, useLocalized } from '@/lib/locale';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { useRouteText } from '@/config/routes';
import { localizedPath } from '@domain/locale';
import { academicYear as codeAcademicYear, formatTermDate, termDatesContent } from '@/content/term-dates';
import { termDatesContentAr } from '@/content/term-dates.ar';
import { useSiteContent } from '@/lib/site-content';

const cellClass =
  'px-4 py-4 max-md:grid max-md:grid-cols-[6.5rem_1fr] max-md:gap-2 max-md:py-1.5 max-md:before:font-semibold max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';

function TermDate({ iso }: { iso: string }) {
  const locale = useLocale();
  return <time dateTime={iso}>{formatTermDate(iso, locale)}</time>;
}

const yearsJoiner = { en: ' and ', ar: ' و' } as const;

/**
 * Term Dates (docs/spec.md §2.12): each published academic year's terms as a table. The years and
 * terms are what staff last published (decision 129); the words around them are the page's own.
 */
export default function TermDatesPage() {
  const locale = useLocale();
  const { title } = useRouteText('/term-dates');
  const content = useLocalized({ en: termDatesContent, ar: termDatesContentAr });
  const { years } = useSiteContent().term_dates;
  const { columns } = content;
  const yearNames = years.map((year) => year.academicYear).join(yearsJoiner[locale]);
  return (
    <>
      <PageHeader title={title} intro={<p>{content.intro.replace(codeAcademicYear, yearNames)}</p>} />
      <Section>
        {years.map((year) => (
          /* Below md each term becomes a stacked block, its cells labelled from data-label, so
            the table needs no sideways scrolling on a phone. */
          <div
            key={year.academicYear}
            className="mb-8 overflow-hidden rounded-xl border bg-card shadow-sm last-of-type:mb-0"
          >
            <table className="w-full text-start">
              <caption className="bg-primary px-4 py-3 text-start text-lg font-semibold text-primary-foreground">
                {content.caption.replace(codeAcademicYear, year.academicYear)}
              </caption>
              <thead className="bg-secondary text-secondary-foreground max-md:sr-only">
                <tr>
                  {[columns.term, columns.starts, columns.halfTerm, columns.ends].map((column) => (
                    <th key={column} scope="col" className="px-4 py-3">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {year.terms.map((term) => (
                  <tr key={term.name[locale]} className="border-t align-top max-md:block max-md:py-3">
                    <th
                      scope="row"
                      className="px-4 py-4 text-lg font-bold text-primary max-md:block max-md:py-1 md:text-base"
                    >
                      {term.name[locale]}
                    </th>
                    <td data-label={columns.starts} className={cellClass}>
                      <TermDate iso={term.start} />
                    </td>
                    <td data-label={columns.halfTerm} className={cellClass}>
                      <span>
                        {content.halfTermFrom && `${content.halfTermFrom} `}
                        <TermDate iso={term.halfTermFrom} /> {content.halfTermTo} <TermDate iso={term.halfTermTo} />
                      </span>
                    </td>
                    <td data-label={columns.ends} className={cellClass}>
                      <TermDate iso={term.end} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
        <p className="mt-6 text-muted-foreground">
          {content.note}{' '}
          <a
            href={localizedPath('/contact', locale)}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {content.contactLink}
          </a>
          .
        </p>
      </Section>
    </>
  );
}
