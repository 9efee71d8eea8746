/** The Arabic of foundation.ts: the same course facts, in Arabic. */
import { GraduationCap } from 'lucide-react';
import type { CourseContent } from './course-types';
import { type FoundationDestinationsText, foundation, foundationIelts, foundationMinimumAge } from './foundation';

export const foundationDestinationsAr: FoundationDestinationsText = {
  title: 'أحدث الوجهات الجامعية',
  intro: 'التحق طلاب السنة التأسيسية لدينا مؤخرًا بهذه الجامعات البريطانية.',
};

export const foundationAr: CourseContent = {
  path: foundation.path,
  title: 'السنة التأسيسية الدولية',
  crumb: 'السنة التأسيسية',
  badge: 'ما بعد المرحلة الثانوية',
  intro:
    'برنامج السنة التأسيسية (Foundation Year) مدته عام واحد، يمهّد للطلاب الدوليين طريق الدراسة الجامعية الأولى في إحدى الجامعات البريطانية.',
  summary: 'عام من الإعداد للدراسة الجامعية الأولى، في أربعة مسارات دراسية.',
  duration: 'عام واحد',
  maxClassSize: foundation.maxClassSize,
  extraFacts: [{ label: 'المرحلة التالية', value: 'الدراسة الجامعية الأولى', icon: GraduationCap }],
  sections: [
    {
      title: 'المسارات',
      cards: [
        { title: 'الأعمال والإدارة', text: 'لدرجات البكالوريوس في الأعمال والإدارة والمالية والاقتصاد.' },
        { title: 'العلوم والهندسة', text: 'لدرجات البكالوريوس في العلوم والهندسة والحوسبة.' },
        { title: 'العلوم الاجتماعية', text: 'لتخصصات مثل علم النفس وعلم الاجتماع والعلوم السياسية والقانون.' },
        { title: 'العلوم الإنسانية', text: 'لتخصصات مثل التاريخ واللغات والأدب والفنون.' },
      ],
    },
  ],
  entryRequirements: [
    '12 عامًا من التعليم الثانوي',
    'تقديرات جيدة',
    `درجة IELTS ${foundationIelts.toFixed(1)}`,
    `الحد الأدنى للعمر ${foundationMinimumAge} عامًا`,
  ],
  image: foundation.image,
};
