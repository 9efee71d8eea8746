import { formatPoundRange } from '@/content/money';

export interface CostRow {
  item: string;
  minGbp: number;
  maxGbp: number;
  /** Appended to the range, e.g. "per week". */
  suffix?: string;
}

interface CostTableProps {
  caption: string;
  itemHeading: string;
  costHeading: string;
  rows: readonly CostRow[];
  /** An optional bold last row, such as the total. */
  total?: CostRow;
}

/** A two-column table of cost ranges ("Food" / "£150-£250") with a visible caption. */
export function CostTable({ caption, itemHeading, costHeading, rows, total }: CostTableProps) {
  const range = (row: CostRow) => `${formatPoundRange(row.minGbp, row.maxGbp)}${row.suffix ? ` ${row.suffix}` : ''}`;
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table className="w-full min-w-[18rem] text-left text-sm sm:text-base">
        <caption className="bg-primary px-4 py-3 text-left font-semibold text-primary-foreground">{caption}</caption>
        <thead className="bg-secondary text-secondary-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {itemHeading}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {costHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.item} className="border-t">
              <th scope="row" className="px-4 py-3 font-medium">
                {row.item}
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{range(row)}</td>
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr className="border-t-2 border-primary/30 bg-muted">
              <th scope="row" className="px-4 py-3 font-bold text-primary">
                {total.item}
              </th>
              <td className="px-4 py-3 text-right font-bold text-primary tabular-nums">{range(total)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
