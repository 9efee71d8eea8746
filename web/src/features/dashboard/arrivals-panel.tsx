import { TableScroll } from '@/components/ui/table-scroll';
import { schoolDateLabel } from '@domain/intakes';
import { trpc } from '@/lib/trpc-react';
import { dashboardMessages as messages } from './dashboard.messages';
import type { AdminOutputs } from './format';

const m = messages.arrivals;
const words = messages.arrival;

/**
 * Staff see arrivals by date (decision 139): each day a flight lands, its arrivals by the time they
 * land (UK time), with the flight, pick-up, accommodation, name and programme; then the enrolled who
 * have not given their arrival yet.
 */
export function ArrivalsPanel() {
  const arrivals = trpc.admin.arrivals.byDate.useQuery();
  return (
    <section aria-labelledby="arrivals-heading" className="space-y-5">
      <div className="space-y-1">
        <h2 id="arrivals-heading" className="text-lg font-semibold">
          {m.title}
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">{m.intro}</p>
      </div>
      {arrivals.isPending ? (
        <p className="text-sm text-muted-foreground">{messages.loading}</p>
      ) : arrivals.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {m.loadFailed}
        </p>
      ) : (
        <>
          {arrivals.data.days.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.none}</p>
          ) : (
            <div className="space-y-4" data-testid="arrival-days">
              {arrivals.data.days.map((day) => (
                <ArrivalDay key={day.date} day={day} />
              ))}
            </div>
          )}
          <Awaiting awaiting={arrivals.data.awaiting} />
        </>
      )}
    </section>
  );
}

type Data = AdminOutputs['arrivals']['byDate'];

function ArrivalDay({ day }: { day: Data['days'][number] }) {
  const caption = m.dayLabel(schoolDateLabel(day.date, 'en'), day.arrivals.length);
  return (
    <TableScroll label={caption}>
      <table className="w-full text-sm">
        <caption className="px-4 pt-3 text-start font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b text-start text-xs text-muted-foreground">
            <th scope="col" className="px-4 py-2 text-start font-medium">
              {m.time}
            </th>
            <th scope="col" className="px-4 py-2 text-start font-medium">
              {words.flight}
            </th>
            <th scope="col" className="px-4 py-2 text-start font-medium">
              {m.name}
            </th>
            <th scope="col" className="px-4 py-2 text-start font-medium">
              {m.programme}
            </th>
            <th scope="col" className="px-4 py-2 text-start font-medium">
              {words.pickUp}
            </th>
            <th scope="col" className="px-4 py-2 text-start font-medium">
              {words.accommodation}
            </th>
          </tr>
        </thead>
        <tbody>
          {day.arrivals.map((arrival) => (
            <tr key={arrival.applicationId} className="border-b last:border-0">
              <td className="px-4 py-2 tabular-nums">{arrival.arrivalTime}</td>
              <td className="px-4 py-2 font-mono" dir="ltr">
                {arrival.flightNumber}
              </td>
              <th scope="row" className="px-4 py-2 text-start font-normal">
                <bdi dir="auto">
                  {arrival.firstName} {arrival.lastName}
                </bdi>
              </th>
              <td className="px-4 py-2">{arrival.programme}</td>
              <td className="px-4 py-2">{arrival.pickUp ? words.pickUpWanted.yes : words.pickUpWanted.no}</td>
              <td className="px-4 py-2">{words.accommodations[arrival.accommodation]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Awaiting({ awaiting }: { awaiting: Data['awaiting'] }) {
  return (
    <section aria-labelledby="arrivals-awaiting-heading" className="space-y-2">
      <h3 id="arrivals-awaiting-heading" className="font-semibold">
        {m.awaitingTitle}
      </h3>
      {awaiting.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.awaitingNone}</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card text-sm" data-testid="arrivals-awaiting">
          {awaiting.map((applicant) => (
            <li key={applicant.applicationId} className="flex flex-wrap justify-between gap-x-4 px-4 py-2">
              <bdi dir="auto" className="font-medium">
                {applicant.firstName} {applicant.lastName}
              </bdi>
              <span className="text-muted-foreground">
                {applicant.programme}, {m.starts(schoolDateLabel(applicant.startDate, 'en'))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
