import { CourseDetail } from '@/components/content/course-detail';
import { preMasters } from '@/content/courses/pre-masters';

/** Pre-Masters Programme (docs/spec.md §2.11). */
export default function PreMastersPage() {
  return <CourseDetail course={preMasters} />;
}
