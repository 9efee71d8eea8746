import { useLocale, useLocalized } from '@/lib/locale';
import { LabelledTable } from '@/components/content/labelled-table';
import { formatFee } from '@/content/fees';
import { formatFeeAr } from '@/content/fees.ar';
import { useSiteContent } from '@/lib/site-content';
import { feesPage } from '@/content/fees-page';
import { feesPageAr } from '@/content/fees-page.ar';
import { localizedPath } from '@domain/locale';

/** The tuition fees table (docs/spec.md §9) as staff last published it (decision 129), in the page's language. */
export function FeesTable() {
  const locale = useLocale();
  const rows = useSiteContent().fees.fees;
  const format = useLocalized({ en: formatFee, ar: formatFeeAr });
  const text = useLocalized({ en: feesPage, ar: feesPageAr }).table;
  return (
    <LabelledTable
      caption={text.caption}
      headings={[text.programme, text.fee]}
      tableClassName="min-w-[20rem]"
      rowClassName="even:bg-muted/60"
      valueClassName="font-semibold text-primary"
      rows={rows.map((fee) => ({
        key: fee.id,
        label: fee.programmes.map((programme, index) => (
          <span key={programme.coursePath}>
            {index > 0 && ' / '}
            <a
              href={localizedPath(programme.coursePath, locale)}
              className="text-primary underline underline-offset-4 hover:no-underline"
            >
              {programme.label[locale]}
            </a>
          </span>
        )),
        value: format(fee),
      }))}
    />
  );
}
