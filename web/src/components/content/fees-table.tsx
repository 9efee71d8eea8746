import { fees, formatFee } from '@/content/fees';

/** The tuition fees table (docs/spec.md §9), read from content/fees.ts. */
export function FeesTable() {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table className="w-full min-w-[20rem] text-left text-sm sm:text-base">
        <caption className="sr-only">Tuition fees by programme</caption>
        <thead className="bg-primary text-primary-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Programme
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Tuition fee
            </th>
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={fee.id} className="border-t even:bg-muted/60">
              <th scope="row" className="px-4 py-3 font-medium">
                {fee.programmes.map((programme, index) => (
                  <span key={programme.coursePath}>
                    {index > 0 && ' / '}
                    <a href={programme.coursePath} className="text-primary underline underline-offset-4 hover:no-underline">
                      {programme.label}
                    </a>
                  </span>
                ))}
              </th>
              <td className="px-4 py-3 font-semibold text-primary">{formatFee(fee)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
