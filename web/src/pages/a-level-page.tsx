import { useLocalized } from '@/lib/locale';
import { CourseDetail } from '@/components/content/course-detail';
import { aLevel } from '@/content/courses/a-level';
import { aLevelAr } from '@/content/courses/a-level.ar';

/** A-Level (docs/spec.md §2.11). */
export default function ALevelPage() {
  const course = useLocalized({ en: aLevel, ar: aLevelAr });
  return <CourseDetail course={course} />;
}
