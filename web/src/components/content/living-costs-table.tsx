import { useLocale, useLocalized } from '@/app/locale';
import { livingCostsTable } from '@/content/living-costs';
import { livingCostsTableAr } from '@/content/living-costs.ar';
import { formatPoundRange } from '@/content/money';
import { cn } from '@/lib/cn';

/**
 * The monthly living-costs table (docs/spec.md §9), for the city guide and accommodation pages, in the
 * page's language. Each range is its own left-to-right run, so "£690-£1,230" reads alike on Arabic pages.
 */
export function LivingCostsTable({ caption, className }: { caption?: string; className?: string }) {
  const locale = useLocale();
  const content = useLocalized({ en: livingCostsTable, ar: livingCostsTableAr });
  const { total } = content;
  return (
    <div className={cn('overflow-x-auto rounded-xl border bg-card shadow-sm', className)}>
      <table className="w-full text-start text-sm sm:text-base">
        <caption className="bg-primary px-4 py-3 text-start font-semibold text-primary-foreground">{caption ?? content.caption}</caption>
        <thead className="bg-secondary text-secondary-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {content.expenseHeading}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-semibold">
              {content.costHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {content.rows.map((row) => (
            <tr key={row.item} className="border-t">
              <th scope="row" className="px-4 py-3 font-medium">
                {row.item}
              </th>
              <td className="px-4 py-3 text-end tabular-nums">
                <span dir="ltr">{formatPoundRange(row.minGbp, row.maxGbp, locale)}</span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-primary bg-muted">
            <th scope="row" className="px-4 py-3 font-bold text-primary">
              {total.item}
            </th>
            <td className="px-4 py-3 text-end font-bold text-primary tabular-nums">
              <span dir="ltr">{formatPoundRange(total.minGbp, total.maxGbp, locale)}</span>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
