/** The Arabic of pre-sessional.ts: the same course facts, in Arabic. */
import { CalendarRange, ClipboardCheck } from 'lucide-react';
import type { CourseContent } from './course-types';
import { preSessional, preSessionalIelts } from './pre-sessional';

export const preSessionalAr: CourseContent = {
  path: preSessional.path,
  title: 'الإنجليزية التحضيرية قبل الجامعة',
  crumb: 'الإنجليزية التحضيرية',
  badge: 'جميع المستويات',
  intro:
    'برنامج الإنجليزية التحضيرية (Pre-Sessional) للطلاب الحاصلين على عرض قبول مشروط من جامعة بريطانية: ارتقِ بلغتك الإنجليزية إلى المستوى الذي يشترطه عرضك، وابدأ دراستك الجامعية مستعدًا للدراسة الأكاديمية.',
  summary: 'إنجليزية أكاديمية مكثفة للطلاب الحاصلين على عرض قبول جامعي مشروط.',
  duration: 'من 6 إلى 12 أسبوعًا',
  maxClassSize: preSessional.maxClassSize,
  extraFacts: [
    { label: 'مواعيد الالتحاق', value: 'عدة مواعيد التحاق في السنة', icon: CalendarRange },
    { label: 'التقييم', value: 'تقييم مستمر وامتحان نهائي', icon: ClipboardCheck },
  ],
  sections: [
    {
      title: 'خيارات الدورة',
      cards: [
        {
          title: 'دورة 12 أسبوعًا',
          text: `للطلاب الحاصلين على درجة IELTS ${preSessionalIelts.twelveWeek.toFixed(1)}.`,
        },
        {
          title: 'دورة 6 أسابيع',
          text: `للطلاب الحاصلين على درجة IELTS ${preSessionalIelts.sixWeek.toFixed(1)}.`,
        },
      ],
    },
    {
      title: 'ماذا ستتعلم',
      items: [
        'الكتابة الأكاديمية وتوثيق المراجع',
        'قراءة النصوص الأكاديمية وتدوين الملاحظات منها',
        'الاستماع إلى المحاضرات والمشاركة في الحلقات النقاشية',
        'مهارات العرض والدراسة',
      ],
    },
  ],
  entryRequirements: [
    'عرض قبول مشروط من جامعة بريطانية',
    `درجة IELTS ${preSessionalIelts.twelveWeek.toFixed(1)} لدورة 12 أسبوعًا`,
    `درجة IELTS ${preSessionalIelts.sixWeek.toFixed(1)} لدورة 6 أسابيع`,
  ],
  image: preSessional.image,
  contactLabel: 'اطلب معلومات',
};
