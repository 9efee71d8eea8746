import { CourseDetail } from '@/components/content/course-detail';
import { UniversityList } from '@/components/content/university-list';
import { Section } from '@/components/page/section';
import { foundation } from '@/content/courses/foundation';
import { universityDestinations } from '@/content/universities';

/** International Foundation Year (spec 2.11), with the recent university destinations. */
export default function FoundationPage() {
  return (
    <CourseDetail course={foundation} entryTone="muted">
      <Section
        title="Recent University Destinations"
        id="destinations"
        intro="Our Foundation Year students have recently progressed to these UK universities."
      >
        <UniversityList universities={universityDestinations} />
      </Section>
    </CourseDetail>
  );
}
