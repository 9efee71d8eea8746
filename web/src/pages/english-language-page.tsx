import { useLocalized } from '@/lib/locale';
import { CourseDetail } from '@/components/content/course-detail';
import { englishLanguage } from '@/content/courses/english-language';
import { englishLanguageAr } from '@/content/courses/english-language.ar';

/** English Language Preparation (docs/spec.md §2.11). */
export default function EnglishLanguagePage() {
  const course = useLocalized({ en: englishLanguage, ar: englishLanguageAr });
  return <CourseDetail course={course} />;
}
