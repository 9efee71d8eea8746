import { CourseCard } from '@/components/content/course-card';
import { CallToAction } from '@/components/page/call-to-action';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { useLocale, useLocalized } from '@/lib/locale';
import { useRouteText } from '@/config/routes';
import { coursesOverview, overviewCourseCards } from '@/content/course-cards';
import { coursesOverviewAr, overviewCourseCardsAr } from '@/content/course-cards.ar';
import { localizedPath } from '@domain/locale';

/** Courses overview (docs/spec.md §2.10): six course cards and a closing Contact / Apply block. */
export default function CoursesPage() {
  const locale = useLocale();
  const content = useLocalized({ en: coursesOverview, ar: coursesOverviewAr });
  const courseCards = useLocalized({ en: overviewCourseCards, ar: overviewCourseCardsAr });
  const { title } = useRouteText('/courses');
  const home = useRouteText('/');
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: home.label, to: localizedPath('/', locale) }, { label: content.crumb }]}
        intro={<p>{content.intro}</p>}
      />
      <Section>
        <h2 className="sr-only">{content.listTitle}</h2>
        <StaggerGrid as="ul">
          {courseCards.map((course, index) => (
            <CourseCard key={course.to} course={course} accredited lazy={index >= 3} />
          ))}
        </StaggerGrid>
      </Section>
      <CallToAction
        title={content.closing.title}
        text={content.closing.text}
        actions={[
          { label: content.closing.contact, to: localizedPath('/contact', locale), variant: 'outline' },
          { label: content.closing.apply, to: localizedPath('/apply', locale) },
        ]}
      />
    </>
  );
}
