import { CourseDetail } from '@/components/content/course-detail';
import { gcse } from '@/content/courses/gcse';

/** GCSE Programme (docs/spec.md §2.11). */
export default function GcsePage() {
  return <CourseDetail course={gcse} />;
}
