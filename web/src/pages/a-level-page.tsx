import { CourseDetail } from '@/components/content/course-detail';
import { aLevel } from '@/content/courses/a-level';

/** A-Level (docs/spec.md §2.11). */
export default function ALevelPage() {
  return <CourseDetail course={aLevel} />;
}
