import { useLocalized } from '@/lib/locale';
import { CourseDetail } from '@/components/content/course-detail';
import { preSessional } from '@/content/courses/pre-sessional';
import { preSessionalAr } from '@/content/courses/pre-sessional.ar';

/** Pre-Sessional English (docs/spec.md §2.11): Apply Now and Request Information buttons (the label is in the content). */
export default function PreSessionalPage() {
  const course = useLocalized({ en: preSessional, ar: preSessionalAr });
  return <CourseDetail course={course} />;
}
