/** The Home page in Arabic: home.ts's content, word for word in meaning, with the same facts. */
import {
  BookOpen,
  CreditCard,
  FileText,
  Globe,
  GraduationCap,
  Heart,
  Landmark,
  Target,
  TrendingUp,
  Users,
} from 'lucide-react';
import { site } from '@domain/site';
import type { HomeContent } from './home';
import { moreThan } from './arabic-figures';

const [youngest, oldest] = site.stats.ageRange.split('-');

export const homeContentAr: HomeContent = {
  hero: {
    badge: `تأسست عام ${site.foundedYear}`,
    title: 'طريقك إلى الجامعات البريطانية',
    // CONTENT-PLACEHOLDER: the Arabic of the academy's own hero strapline.
    text: `أكاديمية مستقلة في كارديف تُعِدّ الطلاب البريطانيين والدوليين، ممن تتراوح أعمارهم بين ${youngest} و${oldest} عامًا، للالتحاق بالجامعة، في صفوف صغيرة وعلى أيدي معلمين ذوي خبرة.`,
    cta: { label: 'استكشف برامجنا', to: '/courses' },
    stats: [
      { value: site.stats.yearsExperience, label: 'عامًا من الخبرة', icon: Landmark },
      { value: site.stats.successRate, label: 'نسبة النجاح', icon: TrendingUp },
      { value: site.stats.nationalities, label: 'جنسية', icon: Globe },
    ],
  },
  startYourJourney: {
    title: 'ابدأ رحلتك',
    intro: 'كل ما تحتاج إليه لخطوتك التالية، في مكان واحد.',
    cards: [
      {
        title: 'استكشف البرامج',
        text: 'اعثر على البرنامج الذي يناسب عمرك ومستواك وأهدافك.',
        icon: BookOpen,
        href: '/courses',
      },
      { title: 'قدّم الآن', text: 'أرسل طلبك عبر الإنترنت في دقائق معدودة.', icon: FileText, href: '/apply' },
      { title: 'من نحن', text: `تعرّف على أكاديميتنا التي تأسست عام ${site.foundedYear}.`, icon: Users, href: '/about' },
      {
        title: 'ادفع الرسوم عبر الإنترنت',
        text: 'ادفع رسومك بأمان بالبطاقة عبر صفحة الدفع الخاصة بنا.',
        icon: CreditCard,
        href: site.paymentUrl,
        external: true,
      },
    ],
  },
  whyChoose: {
    title: `لماذا ${site.arabicName}؟`,
    cards: [
      {
        title: 'قيمنا',
        text: 'التميز في التعليم، والاهتمام الفردي بكل طالب، والتنوع الثقافي، ورفاه الطلاب.',
        icon: Heart,
        href: '/about#values',
        linkLabel: 'اقرأ عن قيمنا',
      },
      {
        title: 'نهجنا',
        text: 'صفوف صغيرة، ومعلمون ذوو خبرة، ومرافق حديثة، وتركيز على الإعداد للجامعة.',
        icon: Target,
        href: '/about#ethos',
        linkLabel: 'اقرأ عن نهجنا',
      },
      {
        title: 'طلابنا',
        text: `طلاب بريطانيون ودوليون من ${moreThan(site.stats.nationalities)} جنسية، تتراوح أعمارهم بين ${youngest} و${oldest} عامًا، في مجتمع نابض بالحياة.`,
        icon: GraduationCap,
        href: '/about#students',
        linkLabel: 'تعرّف على طلابنا',
      },
    ],
  },
  courses: {
    title: 'برامجنا الدراسية',
    // CONTENT-PLACEHOLDER: the Arabic of the academy's own section introduction.
    intro: 'برامج لكل مرحلة، من GCSE إلى ما قبل الماجستير، وكلها تقود إلى الجامعات البريطانية.',
    viewAll: { label: 'عرض جميع البرامج', to: '/courses' },
  },
};
