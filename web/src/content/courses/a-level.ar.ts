/** The Arabic of a-level.ts: the same course facts, in Arabic. */
import { BookOpen, TrendingUp } from 'lucide-react';
import { site } from '@domain/site';
import { aLevel, aLevelIelts } from './a-level';
import type { CourseContent } from './course-types';

export const aLevelAr: CourseContent = {
  path: aLevel.path,
  title: 'برنامج A-Level',
  crumb: 'A-Level',
  badge: 'للأعمار 16-18',
  intro:
    'برنامج A-Level على مدى عامين في صفوف صغيرة، مع معلمين متمرسين ودعم كامل في طلب الالتحاق عبر UCAS بإحدى الجامعات البريطانية.',
  summary: 'دراسة A-Level على مدى عامين في صفوف صغيرة، مع أكثر من 20 مادة ودعم في طلبات UCAS.',
  duration: 'عامان',
  maxClassSize: aLevel.maxClassSize,
  ages: aLevel.ages,
  extraFacts: [
    { label: 'المواد الدراسية', value: 'أكثر من 20 مادة', icon: BookOpen },
    { label: 'نسبة النجاح', value: site.stats.successRate, icon: TrendingUp },
  ],
  sections: [
    {
      title: 'المواد الدراسية',
      intro: 'اختر من بين أكثر من 20 مادة موزعة على أربع مجموعات.',
      cards: [
        { title: 'العلوم', items: ['الأحياء', 'الكيمياء', 'الفيزياء', 'الرياضيات', 'الرياضيات المتقدمة'] },
        {
          title: 'العلوم الإنسانية',
          items: ['الأدب الإنجليزي', 'التاريخ', 'الجغرافيا', 'علم النفس', 'علم الاجتماع', 'القانون'],
        },
        { title: 'الأعمال وتقنية المعلومات', items: ['إدارة الأعمال', 'الاقتصاد', 'المحاسبة', 'علوم الحاسوب'] },
        { title: 'اللغات', items: ['العربية', 'الفرنسية', 'الإسبانية', 'الصينية (الماندرين)', 'الألمانية'] },
      ],
    },
    {
      title: 'مزايا البرنامج',
      cards: [
        {
          title: 'صفوف صغيرة',
          text: `لا يزيد عدد الطلاب في الصف على ${aLevel.maxClassSize} طالبًا، ليحظى كل طالب بالاهتمام الذي يستحقه.`,
        },
        { title: 'معلمون متمرسون', text: 'معلمون متخصصون ذوو خبرة، ملمّون تمامًا بمناهج A-Level ومتطلباتها.' },
        { title: 'دعم في طلبات UCAS', text: 'إرشاد في اختيار التخصصات، وكتابة البيان الشخصي، وتقديم الطلب.' },
        {
          title: `نسبة نجاح ${site.stats.successRate}`,
          text: 'سجلّ حافل في إعداد الطلاب للالتحاق بالجامعات البريطانية.',
        },
      ],
    },
  ],
  entryRequirements: [
    '5 شهادات GCSE بتقدير C/4 أو أعلى، من بينها الإنجليزية والرياضيات',
    'تقدير B/6 أو أعلى في المواد التي ترغب في دراستها',
    `درجة IELTS ${aLevelIelts.toFixed(1)} للطلاب الدوليين`,
  ],
  image: aLevel.image,
};
