import { CourseDetail } from '@/components/content/course-detail';
import { UniversityList } from '@/components/content/university-list';
import { Section } from '@/components/page/section';
import { foundation, foundationDestinationsIntro } from '@/content/courses/foundation';
import { universityDestinations } from '@/content/universities';

/** International Foundation Year (docs/spec.md §2.11), with the recent university destinations. */
export default function FoundationPage() {
  return (
    <CourseDetail course={foundation} entryTone="muted">
      <Section
        title="Recent University Destinations"
        id="destinations"
        intro={<p>{foundationDestinationsIntro}</p>}
      >
        <UniversityList universities={universityDestinations} />
      </Section>
    </CourseDetail>
  );
}
