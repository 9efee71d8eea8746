/** The Arabic of english-language.ts: the same course facts, in Arabic. */
import { Languages, UserRound } from 'lucide-react';
import type { CourseContent } from './course-types';
import { englishLanguage, englishLanguageMinimumAge } from './english-language';

export const englishLanguageAr: CourseContent = {
  path: englishLanguage.path,
  title: 'الإعداد في اللغة الإنجليزية',
  crumb: 'اللغة الإنجليزية',
  badge: 'جميع المستويات',
  intro:
    'طوّر لغتك الإنجليزية التي تحتاج إليها للدراسة وللحياة اليومية في المملكة المتحدة، مع التحضير لاختبار IELTS ومستويات تبدأ من A1 وتصل إلى C2.',
  summary: 'الإنجليزية العامة والأكاديمية من مستوى المبتدئين حتى المستوى المتقدم، مع التحضير لاختبار IELTS.',
  duration: 'من 4 إلى 48 أسبوعًا',
  maxClassSize: englishLanguage.maxClassSize,
  extraFacts: [
    { label: 'المستويات', value: 'من A1 إلى C2', icon: Languages },
    { label: 'الحد الأدنى للعمر', value: `${englishLanguageMinimumAge} عامًا`, icon: UserRound },
  ],
  sections: [
    {
      title: 'ماذا ستتعلم',
      cards: [
        {
          title: 'الإنجليزية الأكاديمية',
          text: 'مهارات القراءة والكتابة والدراسة التي تحتاج إليها في المدرسة والكلية والجامعة.',
        },
        {
          title: 'التحضير لاختبار IELTS',
          text: 'تدريب على كل جزء من أجزاء الاختبار، واستراتيجيات تعينك يوم الامتحان.',
        },
        { title: 'المحادثة والاستماع', text: 'محادثة واثقة، ومشاركة في النقاشات، وتقديم العروض.' },
        { title: 'القواعد والمفردات', text: 'إنجليزية دقيقة ومرنة في كل مستوى، من A1 إلى C2.' },
      ],
    },
  ],
  entryRequirements: [
    `الحد الأدنى للعمر ${englishLanguageMinimumAge} عامًا`,
    'نرحّب بالطلاب من جميع المستويات',
    'تقييم أولي لتحديد الصف المناسب لمستواك',
  ],
  image: englishLanguage.image,
};
