import { CalendarDays, Mail, MapPin } from 'lucide-react';
import { CheckList } from '@/components/content/check-list';
import { CourseDetail } from '@/components/content/course-detail';
import { InfoCards } from '@/components/content/info-cards';
import { Section } from '@/components/page/section';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { site } from '@domain/site';
import {
  summerDailySchedule,
  summerExcursions,
  summerFeesNote,
  summerIncluded,
  summerJoinOptions,
  summerSchool,
  summerSessions,
} from '@/content/courses/summer-school';

/** Summer School (docs/spec.md §2.11): sessions, daily schedule, excursions, what is included and fees. */
export default function SummerSchoolPage() {
  return (
    <CourseDetail course={summerSchool}>
      <Section title="Dates and Sessions" id="sessions" intro={`Join for ${joinList(summerJoinOptions)}: each session lasts two weeks.`}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {summerSessions.map((session) => (
            <li key={session.name}>
              <Card className="flex items-center gap-4 p-5">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <CalendarDays aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block text-sm text-muted-foreground">{session.name}</span>
                  <span className="block font-semibold text-primary">{session.dates}</span>
                </span>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Daily Schedule" id="schedule" tone="muted">
        <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
          <table className="w-full min-w-[18rem] text-left text-sm sm:text-base">
            <caption className="sr-only">A typical day at the Summer School</caption>
            <thead className="bg-primary text-primary-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Time
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Activity
                </th>
              </tr>
            </thead>
            <tbody>
              {summerDailySchedule.map((entry) => (
                <tr key={entry.time} className="border-t align-top">
                  <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap text-primary tabular-nums">
                    {entry.time}
                  </th>
                  <td className="px-4 py-3">
                    <span className="block font-semibold">{entry.activity}</span>
                    <span className="block text-sm text-muted-foreground">{entry.description}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section title="Excursions" id="excursions">
        <InfoCards cards={summerExcursions.map((excursion) => ({ ...excursion, icon: MapPin }))} />
      </Section>

      <Section title="What Is Included" id="included" tone="muted">
        <div className="grid gap-8 lg:grid-cols-2">
          <CheckList items={summerIncluded} />
          <Card className="flex flex-col items-start gap-3 border-l-4 border-l-accent p-6">
            <h3 className="text-lg font-semibold text-primary">Fees and Accommodation</h3>
            <p className="text-muted-foreground">{summerFeesNote}</p>
            <ButtonLink href={`mailto:${site.admissionsEmail}?subject=${encodeURIComponent('Summer School fees and accommodation')}`}>
              <Mail aria-hidden="true" />
              Email admissions
            </ButtonLink>
          </Card>
        </div>
      </Section>
    </CourseDetail>
  );
}

/** ["2 weeks", "4 weeks", "6 weeks"] -> "2 weeks, 4 weeks or 6 weeks" */
function joinList(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
