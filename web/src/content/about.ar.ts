/** The About page in Arabic: about.ts's sections, anchors and icons, with the same facts. */
import {
  Award,
  Building2,
  Globe,
  GraduationCap,
  HeartHandshake,
  Sparkles,
  Target,
  UserCheck,
  Users,
} from 'lucide-react';
import { site } from '@domain/site';
import type { AboutContent } from './about';
import { moreThan } from './arabic-figures';

const [youngest, oldest] = site.stats.ageRange.split('-');

export const aboutContentAr: AboutContent = {
  // CONTENT-PLACEHOLDER: the Arabic of the academy's own introduction (keep the 1999 founding).
  intro: `منذ تأسيسها عام ${site.foundedYear}، أمضت ${site.arabicName} ${moreThan(site.stats.yearsExperience)} عامًا في إعداد الطلاب البريطانيين والدوليين للدراسة في الجامعات البريطانية.`,
  sections: [
    {
      id: 'about',
      title: 'من نحن',
      text: `منذ أن فتحت الأكاديمية أبوابها في كارديف عام ${site.foundedYear}، وهي تقدّم برامج GCSE وA-Level والسنة التأسيسية وما قبل الماجستير واللغة الإنجليزية لطلاب تتراوح أعمارهم بين ${youngest} و${oldest} عامًا، ولها هدف واحد: أن يخطو كل طالب نحو الجامعة البريطانية بثقة.`,
      points: [],
    },
    {
      id: 'values',
      title: 'قيمنا',
      text: 'يسترشد كل ما نقوم به بأربع قيم.',
      points: [
        { label: 'التميز في التعليم', icon: Award },
        { label: 'الاهتمام الفردي', icon: UserCheck },
        { label: 'التنوع الثقافي', icon: Globe },
        { label: 'رفاه الطلاب', icon: HeartHandshake },
      ],
    },
    {
      id: 'ethos',
      title: 'نهجنا',
      text: 'يقوم نهجنا في التعليم على التزامات قليلة وواضحة.',
      points: [
        { label: 'صفوف صغيرة', icon: Users },
        { label: 'معلمون ذوو خبرة', icon: GraduationCap },
        { label: 'مرافق حديثة', icon: Building2 },
        { label: 'تركيز على الجامعة', icon: Target },
      ],
    },
    {
      id: 'students',
      title: 'طلابنا',
      text: 'يأتي طلابنا من أنحاء المملكة المتحدة ومن شتى بلدان العالم.',
      points: [
        { label: `${moreThan(site.stats.nationalities)} جنسية`, icon: Globe },
        { label: 'طلاب بريطانيون ودوليون', icon: Users },
        { label: `الأعمار من ${youngest} إلى ${oldest}`, icon: GraduationCap },
        { label: 'مجتمع نابض بالحياة', icon: Sparkles },
      ],
    },
  ],
  images: {
    campus: 'رسم توضيحي لمبنى الأكاديمية وبابه مضاء بضوء ذهبي',
    community: 'رسم توضيحي لطلاب من بلدان كثيرة مجتمعين حول كرة أرضية',
  },
  callToAction: { title: 'ابدأ رحلتك معنا', explore: 'استكشف البرامج', apply: 'قدّم الآن' },
};
