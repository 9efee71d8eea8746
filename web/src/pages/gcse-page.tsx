import { useLocalized } from '@/lib/locale';
import { CourseDetail } from '@/components/content/course-detail';
import { gcse } from '@/content/courses/gcse';
import { gcseAr } from '@/content/courses/gcse.ar';

/** GCSE Programme (docs/spec.md §2.11). */
export default function GcsePage() {
  const course = useLocalized({ en: gcse, ar: gcseAr });
  return <CourseDetail course={course} />;
}
