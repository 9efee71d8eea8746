import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { routeByPath } from '@/config/routes';
import { academicYear, formatTermDate, termDatesContent, terms } from '@/content/term-dates';

const title = routeByPath('/term-dates')?.title ?? 'Term Dates';

const columns = ['Term', 'Term starts', 'Half-term', 'Term ends'] as const;

const cellClass =
  'px-4 py-4 max-md:grid max-md:grid-cols-[6.5rem_1fr] max-md:gap-2 max-md:py-1.5 max-md:before:font-semibold max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';

function TermDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatTermDate(iso)}</time>;
}

/** Term Dates (docs/spec.md §2.12): the three terms of the year as a table. */
export default function TermDatesPage() {
  return (
    <>
      <PageHeader title={title} intro={<p>{termDatesContent.intro}</p>} />
      <Section>
        {/* Below md each term becomes a stacked block, its cells labelled from data-label, so
            the table needs no sideways scrolling on a phone. */}
        <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
          <table className="w-full text-left">
            <caption className="bg-primary px-4 py-3 text-left text-lg font-semibold text-primary-foreground">
              Term dates for the {academicYear} academic year
            </caption>
            <thead className="bg-secondary text-secondary-foreground max-md:sr-only">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {terms.map((term) => (
                <tr key={term.name} className="border-t align-top max-md:block max-md:py-3">
                  <th scope="row" className="px-4 py-4 text-lg font-bold text-primary max-md:block max-md:py-1 md:text-base">
                    {term.name}
                  </th>
                  <td data-label={columns[1]} className={cellClass}>
                    <TermDate iso={term.start} />
                  </td>
                  <td data-label={columns[2]} className={cellClass}>
                    <span>
                      <TermDate iso={term.halfTerm.from} /> to <TermDate iso={term.halfTerm.to} />
                    </span>
                  </td>
                  <td data-label={columns[3]} className={cellClass}>
                    <TermDate iso={term.end} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-6 text-muted-foreground">
          {termDatesContent.note}{' '}
          <a href="/contact" className="font-semibold text-primary underline underline-offset-4">
            Contact us
          </a>
          .
        </p>
      </Section>
    </>
  );
}
