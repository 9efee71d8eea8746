import { CourseDetail } from '@/components/content/course-detail';
import { englishLanguage } from '@/content/courses/english-language';

/** English Language Preparation (docs/spec.md §2.11). */
export default function EnglishLanguagePage() {
  return <CourseDetail course={englishLanguage} />;
}
