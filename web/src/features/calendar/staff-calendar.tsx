import { useId, useState, type ReactNode } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { trpc } from '@/lib/trpc-react';
import type { AppRouter } from '../../../../server/routers/app-router';
import { choiceLabel, PROGRAMMES } from '@domain/application-choices';
import { schoolDate, schoolDateLabel } from '@domain/intakes';
import { calendarMessages as messages } from './calendar.messages';

type Booking = inferRouterOutputs<AppRouter>['admin']['visits']['calendar'][number];
type View = 'day' | 'week';
const m = messages.calendar;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week holding `date`. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The staff calendar: one UK day, or a week from Monday, of visits and interviews, each with the
 * details the family or applicant gave; an interview opens its application in the dashboard.
 */
export function StaffCalendar({ onOpenApplication }: { onOpenApplication: (id: string) => void }) {
  const id = useId();
  const [view, setView] = useState<View>('week');
  const [date, setDate] = useState(() => schoolDate(new Date()));
  const from = view === 'week' ? mondayOf(date) : date;
  const days = view === 'week' ? 7 : 1;
  const bookings = trpc.admin.visits.calendar.useQuery({ from, days });
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
  const viewName = view === 'week' ? m.week : m.day;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {m.title}
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">{m.intro}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="flex gap-1">
          <legend className="sr-only">{m.view}</legend>
          {(['day', 'week'] as const).map((option) => (
            <Button
              key={option}
              type="button"
              size="sm"
              variant={view === option ? 'default' : 'outline'}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {option === 'week' ? m.week : m.day}
            </Button>
          ))}
        </fieldset>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-date`}>{m.date}</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={date}
            className="w-44"
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
        </div>
        <div className="flex gap-1">
          <Button type="button" size="sm" variant="outline" onClick={() => setDate(addDays(date, -days))}>
            {m.previous(viewName)}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setDate(schoolDate(new Date()))}>
            {m.today}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setDate(addDays(date, days))}>
            {m.next(viewName)}
          </Button>
        </div>
      </div>
      {bookings.isPending ? (
        <p className="text-sm text-muted-foreground">{messages.loading}</p>
      ) : bookings.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {m.loadFailed}
        </p>
      ) : (
        <div className="space-y-4" data-testid="calendar-days" aria-live="polite">
          {dates.map((day) => {
            const onDay = bookings.data.filter((booking) => booking.date === day);
            if (view === 'week' && onDay.length === 0) return null;
            return (
              <section key={day} aria-labelledby={`${id}-${day}`} className="space-y-2">
                <h3 id={`${id}-${day}`} className="font-semibold">
                  {m.dayHeading(schoolDateLabel(day, 'en'), onDay.length)}
                </h3>
                {onDay.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{m.none}</p>
                ) : (
                  <ul className="space-y-2">
                    {onDay.map((booking) => (
                      <BookingCard key={booking.id} booking={booking} onOpenApplication={onOpenApplication} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
          {view === 'week' && bookings.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.none}</p>
          ) : null}
        </div>
      )}
    </section>
  );
}

function BookingCard({ booking, onOpenApplication }: { booking: Booking; onOpenApplication: (id: string) => void }) {
  const cancelled = booking.status === 'cancelled';
  const row = (term: string, value: ReactNode) => (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{term}:</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
  return (
    // A cancelled booking is told apart by its label, dashed border and struck name, never by
    // fading: faded grey text fails the contrast of WCAG 2.2 AA.
    <li className={`rounded-xl border bg-card p-3 text-sm ${cancelled ? 'border-dashed' : ''}`} data-testid="booking">
      <p className="font-medium">
        <span className="tabular-nums">{m.time(booking.time, booking.endTime)}</span> ·{' '}
        {messages.rules.kinds[booking.kind]}
        {booking.ruleLabel ? ` (${booking.ruleLabel})` : ''}
        {cancelled ? <span className="ms-2 rounded bg-muted px-1.5 text-xs">{m.cancelled}</span> : null}
      </p>
      <p className={cancelled ? 'line-through' : undefined}>
        <bdi dir="auto" className="font-semibold">
          {booking.name}
        </bdi>
        {booking.kind === 'visit' ? `, ${m.people(booking.partySize)}` : null}
      </p>
      <dl className="mt-1 space-y-0.5">
        {booking.programmes.length
          ? row(m.programmes, booking.programmes.map((value) => choiceLabel(PROGRAMMES, value)).join(', '))
          : null}
        {row(
          m.email,
          <a href={`mailto:${booking.email}`} dir="ltr" className="break-all underline">
            {booking.email}
          </a>,
        )}
        {booking.phone ? row(m.phone, <span dir="ltr">{booking.phone}</span>) : null}
        {booking.message ? row(m.message, <bdi dir="auto">{booking.message}</bdi>) : null}
        {booking.officer ? row(m.officer, <span dir="ltr">{booking.officer.email}</span>) : null}
        {booking.mode ? row(m.where, messages.rules.modes[booking.mode]) : null}
        {booking.videoUrl
          ? row(
              m.videoLink,
              <a href={booking.videoUrl} dir="ltr" className="break-all underline" rel="noreferrer" target="_blank">
                {booking.videoUrl}
              </a>,
            )
          : null}
        {booking.application
          ? row(
              m.application,
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto p-0"
                onClick={() => onOpenApplication(booking.application!.id)}
              >
                {booking.application.firstName} {booking.application.lastName},{' '}
                {choiceLabel(PROGRAMMES, booking.application.programme)}
              </Button>,
            )
          : null}
      </dl>
    </li>
  );
}
