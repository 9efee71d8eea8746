import { useLocalized } from '@/lib/locale';
import { CourseDetail } from '@/components/content/course-detail';
import { preMasters } from '@/content/courses/pre-masters';
import { preMastersAr } from '@/content/courses/pre-masters.ar';

/** Pre-Masters Programme (docs/spec.md §2.11). */
export default function PreMastersPage() {
  const course = useLocalized({ en: preMasters, ar: preMastersAr });
  return <CourseDetail course={course} />;
}
