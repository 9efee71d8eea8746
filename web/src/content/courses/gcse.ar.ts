/** The Arabic of gcse.ts: the same course facts, in Arabic. */
import { Award } from 'lucide-react';
import type { CourseContent } from './course-types';
import { gcse, gcseIelts } from './gcse';

export const gcseAr: CourseContent = {
  path: gcse.path,
  title: 'برنامج GCSE',
  crumb: 'GCSE',
  badge: 'للأعمار 14-16',
  intro: 'برنامج GCSE يمتد عامًا أو عامين، ويرتكز على الإنجليزية والرياضيات والعلوم، ويُعِدّ الطلاب لمرحلة A-Level.',
  summary: 'شهادات GCSE بتقديرات من 9 إلى 1، تتصدرها الإنجليزية والرياضيات والعلوم.',
  duration: 'من عام إلى عامين',
  maxClassSize: gcse.maxClassSize,
  ages: gcse.ages,
  extraFacts: [{ label: 'نظام التقدير', value: 'من 9 إلى 1', icon: Award }],
  sections: [
    { title: 'المواد الأساسية', items: ['اللغة الإنجليزية', 'الرياضيات', 'العلوم'] },
    {
      title: 'المواد الاختيارية',
      items: [
        'التاريخ',
        'الجغرافيا',
        'إدارة الأعمال',
        'علوم الحاسوب',
        'الفنون والتصميم',
        'الفرنسية',
        'الإسبانية',
        'العربية',
      ],
    },
  ],
  entryRequirements: [
    'العمر من 14 إلى 16 عامًا',
    'سجلّ أكاديمي جيد',
    `درجة IELTS ${gcseIelts.toFixed(1)} للطلاب الدوليين`,
  ],
  image: gcse.image,
};
