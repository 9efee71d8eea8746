/** The Arabic of pre-masters.ts: the same course facts, in Arabic. */
import { GraduationCap } from 'lucide-react';
import type { CourseContent } from './course-types';
import { preMasters, preMastersIelts } from './pre-masters';

export const preMastersAr: CourseContent = {
  path: preMasters.path,
  title: 'برنامج ما قبل الماجستير',
  crumb: 'ما قبل الماجستير',
  badge: 'الدراسات العليا',
  intro: 'برنامج Pre-Masters مدته عام واحد للخريجين، يُعِدّك لدراسة الماجستير في إحدى الجامعات البريطانية.',
  summary: 'عام من الإعداد للدراسات العليا في المملكة المتحدة.',
  duration: 'عام واحد',
  maxClassSize: preMasters.maxClassSize,
  extraFacts: [{ label: 'المرحلة التالية', value: 'الدراسات العليا', icon: GraduationCap }],
  sections: [
    {
      title: 'المسارات الدراسية',
      intro: 'مسارات دراسية موزعة على أربع مجموعات.',
      cards: [
        { title: 'الأعمال والإدارة', items: ['إدارة الأعمال', 'المالية والمحاسبة', 'التسويق'] },
        { title: 'العلوم والهندسة', items: ['الهندسة', 'علوم الحاسوب', 'علم البيانات'] },
        { title: 'العلوم الاجتماعية والقانون', items: ['القانون', 'العلاقات الدولية', 'علم النفس'] },
        { title: 'الآداب والعلوم الإنسانية', items: ['التربية', 'الإعلام والاتصال', 'اللسانيات'] },
      ],
    },
  ],
  entryRequirements: [
    'درجة البكالوريوس بمرتبة الشرف من الدرجة الثانية على الأقل',
    `درجة IELTS ${preMastersIelts.toFixed(1)} إجمالًا وفي كل مهارة من مهارات الاختبار`,
    'خطابات توصية وبيان شخصي',
    'أهداف واضحة لمسيرتك الأكاديمية',
  ],
  image: preMasters.image,
};
