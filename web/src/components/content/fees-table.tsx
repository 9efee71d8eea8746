import { useLocale, useLocalized } from '@/app/locale';
import { fees, formatFee } from '@/content/fees';
import { feesAr, formatFeeAr } from '@/content/fees.ar';
import { feesPage } from '@/content/fees-page';
import { feesPageAr } from '@/content/fees-page.ar';
import { localizedPath } from '@domain/locale';

/** The tuition fees table (docs/spec.md §9), read from content/fees.ts, in the page's language. */
export function FeesTable() {
  const locale = useLocale();
  const rows = useLocalized({ en: fees, ar: feesAr });
  const format = useLocalized({ en: formatFee, ar: formatFeeAr });
  const text = useLocalized({ en: feesPage, ar: feesPageAr }).table;
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table className="w-full min-w-[20rem] text-start text-sm sm:text-base">
        <caption className="sr-only">{text.caption}</caption>
        <thead className="bg-primary text-primary-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {text.programme}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {text.fee}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((fee) => (
            <tr key={fee.id} className="border-t even:bg-muted/60">
              <th scope="row" className="px-4 py-3 font-medium">
                {fee.programmes.map((programme, index) => (
                  <span key={programme.coursePath}>
                    {index > 0 && ' / '}
                    <a href={localizedPath(programme.coursePath, locale)} className="text-primary underline underline-offset-4 hover:no-underline">
                      {programme.label}
                    </a>
                  </span>
                ))}
              </th>
              <td className="px-4 py-3 font-semibold text-primary">{format(fee)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
