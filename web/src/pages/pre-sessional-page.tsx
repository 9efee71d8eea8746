import { CourseDetail } from '@/components/content/course-detail';
import { preSessional } from '@/content/courses/pre-sessional';

/** Pre-Sessional English (docs/spec.md §2.11): Apply Now and Request Information buttons. */
export default function PreSessionalPage() {
  return <CourseDetail course={preSessional} contactLabel="Request Information" />;
}
