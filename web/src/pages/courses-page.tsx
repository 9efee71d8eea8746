import { CourseCard } from '@/components/content/course-card';
import { CallToAction } from '@/components/page/call-to-action';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { coursesOverview, overviewCourseCards } from '@/content/course-cards';

/** Courses overview (docs/spec.md §2.10): six course cards and a closing Contact / Apply block. */
export default function CoursesPage() {
  return (
    <>
      <PageHeader
        title="Our Courses"
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Courses' }]}
        intro={<p>{coursesOverview.intro}</p>}
      />
      <Section>
        <h2 className="sr-only">All courses</h2>
        <StaggerGrid as="ul">
          {overviewCourseCards.map((course, index) => (
            <CourseCard key={course.to} course={course} accredited lazy={index >= 3} />
          ))}
        </StaggerGrid>
      </Section>
      <CallToAction
        title={coursesOverview.closing.title}
        text={coursesOverview.closing.text}
        actions={[
          { label: 'Contact Us', to: '/contact', variant: 'outline' },
          { label: 'Apply Now', to: '/apply' },
        ]}
      />
    </>
  );
}
