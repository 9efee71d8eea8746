import { useLocale, useLocalized } from '@/lib/locale';
import { LabelledTable } from '@/components/content/labelled-table';
import { livingCostsTable } from '@/content/living-costs';
import { livingCostsTableAr } from '@/content/living-costs.ar';
import { formatPoundRange } from '@domain/money';

/**
 * The monthly living-costs table (docs/spec.md §9), for the city guide and accommodation pages, in the
 * page's language. Each range is its own left-to-right run, so "£690-£1,230" reads alike on Arabic pages.
 */
export function LivingCostsTable({ caption, className }: { caption?: string; className?: string }) {
  const locale = useLocale();
  const content = useLocalized({ en: livingCostsTable, ar: livingCostsTableAr });
  const range = (minGbp: number, maxGbp: number) => <span dir="ltr">{formatPoundRange(minGbp, maxGbp, locale)}</span>;
  return (
    <LabelledTable
      className={className}
      caption={caption ?? content.caption}
      captionVisible
      headings={[content.expenseHeading, content.costHeading]}
      headingTone="secondary"
      valuesAtEnd
      valueClassName="tabular-nums"
      rows={content.rows.map((row) => ({ key: row.item, label: row.item, value: range(row.minGbp, row.maxGbp) }))}
      footer={{ label: content.total.item, value: range(content.total.minGbp, content.total.maxGbp) }}
    />
  );
}
