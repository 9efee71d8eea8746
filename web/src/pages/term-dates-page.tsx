import { Link } from 'react-router';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { routeByPath } from '@/config/routes';
import { academicYear, formatTermDate, termDatesContent, terms } from '@/content/term-dates';

const title = routeByPath('/term-dates')?.title ?? 'Term Dates';

function TermDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatTermDate(iso)}</time>;
}

/** Term Dates (spec 2.12): the three terms of the year as a table. */
export default function TermDatesPage() {
  return (
    <>
      <PageHeader title={title} intro={<p>{termDatesContent.intro}</p>} />
      <Section>
        {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
        <div
          role="region"
          aria-labelledby="term-dates-caption"
          tabIndex={0}
          className="overflow-x-auto rounded-xl border bg-card shadow-sm"
        >
          <table className="w-full min-w-[40rem] text-left">
            <caption id="term-dates-caption" className="bg-primary px-4 py-3 text-left text-lg font-semibold text-primary-foreground">
              Term dates for the {academicYear} academic year
            </caption>
            <thead className="bg-secondary text-secondary-foreground">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Term
                </th>
                <th scope="col" className="px-4 py-3">
                  Term starts
                </th>
                <th scope="col" className="px-4 py-3">
                  Half-term
                </th>
                <th scope="col" className="px-4 py-3">
                  Term ends
                </th>
              </tr>
            </thead>
            <tbody>
              {terms.map((term) => (
                <tr key={term.name} className="border-t align-top">
                  <th scope="row" className="px-4 py-4 font-bold text-primary">
                    {term.name}
                  </th>
                  <td className="px-4 py-4">
                    <TermDate iso={term.start} />
                  </td>
                  <td className="px-4 py-4">
                    <TermDate iso={term.halfTerm.from} /> to <TermDate iso={term.halfTerm.to} />
                  </td>
                  <td className="px-4 py-4">
                    <TermDate iso={term.end} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-6 text-muted-foreground">
          {termDatesContent.note}{' '}
          <Link to="/contact" className="font-semibold text-primary underline underline-offset-4">
            Contact us
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
