import { useLocalized } from '@/lib/locale';
import { CourseDetail } from '@/components/content/course-detail';
import { UniversityList } from '@/components/content/university-list';
import { Section } from '@/components/page/section';
import { foundation, foundationDestinations } from '@/content/courses/foundation';
import { foundationAr, foundationDestinationsAr } from '@/content/courses/foundation.ar';
import { universityDestinations } from '@/content/universities';
import { universityDestinationsAr } from '@/content/universities.ar';

/** International Foundation Year (docs/spec.md §2.11), with the recent university destinations. */
export default function FoundationPage() {
  const course = useLocalized({ en: foundation, ar: foundationAr });
  const destinations = useLocalized({ en: foundationDestinations, ar: foundationDestinationsAr });
  const universities = useLocalized({ en: universityDestinations, ar: universityDestinationsAr });
  return (
    <CourseDetail course={course} entryTone="muted">
      <Section title={destinations.title} id="destinations" intro={<p>{destinations.intro}</p>}>
        <UniversityList universities={universities} />
      </Section>
    </CourseDetail>
  );
}
