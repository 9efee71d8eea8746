import { monthlyLivingCosts, monthlyLivingCostsTotal } from '@/content/living-costs';
import { formatPoundRange } from '@/content/money';
import { cn } from '@/lib/cn';

/** The monthly living-costs table (docs/spec.md §9), for the city guide and accommodation pages. */
export function LivingCostsTable({ caption = 'Average monthly living costs in Cardiff', className }: { caption?: string; className?: string }) {
  const total = monthlyLivingCostsTotal;
  return (
    <div className={cn('overflow-x-auto rounded-xl border bg-card shadow-sm', className)}>
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="bg-primary px-4 py-3 text-left font-semibold text-primary-foreground">{caption}</caption>
        <thead className="bg-secondary text-secondary-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Expense
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Cost per month
            </th>
          </tr>
        </thead>
        <tbody>
          {monthlyLivingCosts.map((row) => (
            <tr key={row.item} className="border-t">
              <th scope="row" className="px-4 py-3 font-medium">
                {row.item}
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{formatPoundRange(row.minGbp, row.maxGbp)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-primary bg-muted">
            <th scope="row" className="px-4 py-3 font-bold text-primary">
              {total.item}
            </th>
            <td className="px-4 py-3 text-right font-bold text-primary tabular-nums">{formatPoundRange(total.minGbp, total.maxGbp)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
