import { CalendarDays, Mail, MapPin } from 'lucide-react';
import { useLocale, useLocalized } from '@/lib/locale';
import { useSiteContent } from '@/lib/site-content';
import { CheckList } from '@/components/content/check-list';
import { CourseDetail } from '@/components/content/course-detail';
import { InfoCards } from '@/components/content/info-cards';
import { LabelledTable } from '@/components/content/labelled-table';
import { Section } from '@/components/page/section';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { site } from '@domain/site';
import {
  summerDailySchedule,
  summerExcursions,
  summerIncluded,
  summerSchool,
  summerSchoolPage,
} from '@/content/courses/summer-school';
import {
  summerDailyScheduleAr,
  summerExcursionsAr,
  summerIncludedAr,
  summerSchoolAr,
  summerSchoolPageAr,
} from '@/content/courses/summer-school.ar';

const content = {
  en: {
    course: summerSchool,
    page: summerSchoolPage,
    schedule: summerDailySchedule,
    excursions: summerExcursions,
    included: summerIncluded,
  },
  ar: {
    course: summerSchoolAr,
    page: summerSchoolPageAr,
    schedule: summerDailyScheduleAr,
    excursions: summerExcursionsAr,
    included: summerIncludedAr,
  },
};

/**
 * Summer School (docs/spec.md §2.11): sessions, daily schedule, excursions, what is included and
 * fees. Its introduction, dates and sessions are what staff last published (decision 129).
 */
export default function SummerSchoolPage() {
  const locale = useLocale();
  const { course: codeCourse, page, schedule, excursions, included } = useLocalized(content);
  const summer = useSiteContent().summer_school;
  const [datesFact, ...otherFacts] = codeCourse.extraFacts;
  const course = {
    ...codeCourse,
    intro: summer.intro[locale],
    extraFacts: datesFact ? [{ ...datesFact, value: summer.dates[locale] }, ...otherFacts] : otherFacts,
  };
  const sessions = summer.sessions.map((session) => ({ name: session.name[locale], dates: session.dates[locale] }));
  return (
    <CourseDetail course={course}>
      <Section title={page.sessionsTitle} id="sessions" intro={page.sessionsIntro}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {sessions.map((session) => (
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

      <Section title={page.scheduleTitle} id="schedule" tone="muted">
        <LabelledTable
          caption={page.scheduleCaption}
          headings={[page.timeHeading, page.activityHeading]}
          tableClassName="min-w-[18rem]"
          rowClassName="align-top"
          labelClassName="font-semibold whitespace-nowrap text-primary tabular-nums"
          rows={schedule.map((entry) => ({
            key: entry.time,
            label: entry.time,
            value: (
              <>
                <span className="block font-semibold">{entry.activity}</span>
                <span className="block text-sm text-muted-foreground">{entry.description}</span>
              </>
            ),
          }))}
        />
      </Section>

      <Section title={page.excursionsTitle} id="excursions">
        <InfoCards cards={excursions.map((excursion) => ({ ...excursion, icon: MapPin }))} />
      </Section>

      <Section title={page.includedTitle} id="included" tone="muted">
        <div className="grid gap-8 lg:grid-cols-2">
          <CheckList items={included} />
          <Card className="flex flex-col items-start gap-3 border-s-4 border-s-accent p-6">
            <h3 className="text-lg font-semibold text-primary">{page.feesTitle}</h3>
            <p className="text-muted-foreground">{page.feesNote}</p>
            <ButtonLink href={`mailto:${site.admissionsEmail}?subject=${encodeURIComponent(page.feesEmailSubject)}`}>
              <Mail aria-hidden="true" />
              {page.feesEmailLabel}
            </ButtonLink>
          </Card>
        </div>
      </Section>
    </CourseDetail>
  );
}
