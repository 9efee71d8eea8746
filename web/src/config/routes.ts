/**
 * The route table: one entry per page of docs/spec.md §2.1. It feeds the navigation menus,
 * the prerender list, the sitemap and each page's <title> and meta description.
 */
import { useLocale } from '@/lib/locale';
import type { Locale } from '@domain/locale';

export type NavGroup = 'academy' | 'academic' | 'courses' | 'other';

export interface RouteText {
  /** The link text in menus. */
  label: string;
  /** The document title (the site name is appended) and the page's heading. */
  title: string;
  description: string;
}

/** A page: its English texts at the top level (the base language) and its Arabic ones under `ar`. */
export interface PublicRoute extends RouteText {
  path: string;
  ar: RouteText;
  /**
   * False for a page only a private link leads to (a visit's manage page): prerendered like the
   * others, but marked noindex, with no canonical URL, and left out of the sitemap.
   */
  indexed?: false;
}

export const publicRoutes = [
  {
    path: '/',
    label: 'Home',
    title: 'Pathway to UK University',
    description:
      'An independent academy in Cardiff, founded in 1999, preparing UK and international students aged 14-25 for UK university entry.',
    ar: {
      label: 'الرئيسية',
      title: 'طريقك إلى الجامعات البريطانية',
      description:
        'أكاديمية مستقلة في كارديف تأسست عام 1999، تُعِدّ الطلاب البريطانيين والدوليين من سن 14 إلى 25 عامًا للالتحاق بالجامعات البريطانية.',
    },
  },
  {
    path: '/about',
    label: 'About Us',
    title: 'About the Academy',
    description:
      'Founded in 1999, our Cardiff academy combines small classes, experienced teachers and a university focus for students from 40+ nationalities.',
    ar: {
      label: 'من نحن',
      title: 'عن الأكاديمية',
      description:
        'منذ تأسيسها عام 1999، تجمع أكاديميتنا في كارديف بين الصفوف الصغيرة والمعلمين ذوي الخبرة والتركيز على الجامعة، لطلاب من أكثر من 40 جنسية.',
    },
  },
  {
    path: '/courses',
    label: 'All Courses',
    title: 'Our Courses',
    description:
      'English language, pre-sessional English, GCSE, A-Level, International Foundation Year and Pre-Masters programmes in Cardiff.',
    ar: {
      label: 'جميع البرامج',
      title: 'برامجنا الدراسية',
      description:
        'برامج اللغة الإنجليزية، والإنجليزية التحضيرية قبل الجامعة، وGCSE، وA-Level، والسنة التأسيسية الدولية، وما قبل الماجستير في كارديف.',
    },
  },
  {
    path: '/courses/english-language',
    label: 'English Language',
    title: 'English Language Preparation',
    description:
      'English language courses from 4 to 48 weeks, levels A1 to C2, with IELTS preparation and a maximum of 15 students per class.',
    ar: {
      label: 'اللغة الإنجليزية',
      title: 'الإعداد في اللغة الإنجليزية',
      description:
        'دورات في اللغة الإنجليزية من 4 إلى 48 أسبوعًا، بمستويات من A1 إلى C2، مع التحضير لاختبار IELTS وبحد أقصى 15 طالبًا في الصف.',
    },
  },
  {
    path: '/courses/pre-sessional',
    label: 'Pre-Sessional English',
    title: 'Pre-Sessional English',
    description:
      'Pre-sessional English for students with a conditional university offer: 6-12 weeks, maximum 12 per class, several intakes a year.',
    ar: {
      label: 'الإنجليزية التحضيرية',
      title: 'الإنجليزية التحضيرية قبل الجامعة',
      description:
        'برنامج الإنجليزية التحضيرية (Pre-Sessional) للطلاب الحاصلين على قبول جامعي مشروط: من 6 إلى 12 أسبوعًا، وبحد أقصى 12 طالبًا في الصف، مع عدة مواعيد التحاق في السنة.',
    },
  },
  {
    path: '/courses/a-level',
    label: 'A-Level',
    title: 'A-Level Courses',
    description:
      'Two-year A-Level programme for ages 16-18 with 20+ subjects, classes of at most 12 and full UCAS support.',
    ar: {
      label: 'A-Level',
      title: 'برنامج A-Level',
      description:
        'برنامج A-Level لمدة عامين للأعمار من 16 إلى 18 عامًا، يضم أكثر من 20 مادة، وصفوفًا لا تتجاوز 12 طالبًا، ودعمًا كاملًا في طلبات UCAS.',
    },
  },
  {
    path: '/courses/gcse',
    label: 'GCSE',
    title: 'GCSE Programme',
    description:
      'GCSE programme for ages 14-16 over 1-2 years, graded 9-1, with English, Maths and Science at its core.',
    ar: {
      label: 'GCSE',
      title: 'برنامج GCSE',
      description:
        'برنامج GCSE للأعمار من 14 إلى 16 عامًا على مدى عام أو عامين، بتقديرات من 9 إلى 1، ويرتكز على الإنجليزية والرياضيات والعلوم.',
    },
  },
  {
    path: '/courses/foundation',
    label: 'Foundation Year',
    title: 'International Foundation Year',
    description:
      'A one-year International Foundation Year with four pathways leading to undergraduate study at UK universities.',
    ar: {
      label: 'السنة التأسيسية',
      title: 'السنة التأسيسية الدولية',
      description:
        'سنة تأسيسية دولية مدتها عام واحد بأربعة مسارات تؤدي إلى الدراسة الجامعية الأولى في الجامعات البريطانية.',
    },
  },
  {
    path: '/courses/pre-masters',
    label: 'Pre-Masters',
    title: 'Pre-Masters Programme',
    description: 'A one-year Pre-Masters programme preparing graduates for postgraduate study in the UK.',
    ar: {
      label: 'ما قبل الماجستير',
      title: 'برنامج ما قبل الماجستير',
      description: 'برنامج ما قبل الماجستير لمدة عام واحد يُعِدّ الخريجين للدراسات العليا في المملكة المتحدة.',
    },
  },
  {
    path: '/courses/summer-school',
    label: 'Summer School',
    title: 'Summer School',
    description:
      'Summer Programme for ages 12-17: English classes, academic studies, cultural activities and excursions in 2-week sessions.',
    ar: {
      label: 'المدرسة الصيفية',
      title: 'المدرسة الصيفية',
      description:
        'برنامج صيفي للأعمار من 12 إلى 17 عامًا: دروس في الإنجليزية ودراسات أكاديمية وأنشطة ثقافية ورحلات، في فترات مدة كل منها أسبوعان.',
    },
  },
  {
    path: '/apply',
    label: 'Apply Now',
    title: 'Apply Now',
    description: 'Apply to study at our Cardiff academy: apply, review, interview, offer.',
    ar: {
      label: 'قدّم الآن',
      title: 'قدّم طلبك الآن',
      description: 'قدّم طلبك للدراسة في أكاديميتنا في كارديف: التقديم، ثم المراجعة، ثم المقابلة، ثم عرض القبول.',
    },
  },
  {
    path: '/contact',
    label: 'Contact',
    title: 'Contact Us',
    description: 'Contact the admissions team in Cardiff by phone, e-mail or the enquiry form, or book a campus visit.',
    ar: {
      label: 'اتصل بنا',
      title: 'تواصل معنا',
      description:
        'تواصل مع فريق القبول في كارديف عبر الهاتف أو البريد الإلكتروني أو نموذج الاستفسار، أو احجز زيارة للحرم الدراسي.',
    },
  },
  {
    path: '/visit',
    label: 'Book a Campus Visit',
    title: 'Book a Campus Visit',
    description:
      'Choose a day and a time to visit our Cardiff campus: see the classrooms, meet the teachers and ask your questions.',
    ar: {
      label: 'احجز زيارة للحرم الدراسي',
      title: 'احجز زيارة للحرم الدراسي',
      description: 'اختر يومًا ووقتًا لزيارة حرمنا الدراسي في كارديف: شاهد الصفوف، وتعرّف على المعلمين، واطرح أسئلتك.',
    },
  },
  {
    path: '/visit/manage',
    label: 'Your Campus Visit',
    title: 'Your Campus Visit',
    description: 'Change the time of your campus visit, or cancel it.',
    indexed: false,
    ar: {
      label: 'زيارتك للحرم الدراسي',
      title: 'زيارتك للحرم الدراسي',
      description: 'غيّر موعد زيارتك للحرم الدراسي، أو ألغِها.',
    },
  },
  {
    path: '/term-dates',
    label: 'Term Dates',
    title: 'Term Dates',
    description: 'Autumn, spring and summer term dates and half-terms for each academic year.',
    ar: {
      label: 'مواعيد الفصول',
      title: 'مواعيد الفصول الدراسية',
      description: 'مواعيد فصول الخريف والربيع والصيف وعطلات منتصف الفصل لكل عام دراسي.',
    },
  },
  {
    path: '/exam-results',
    label: 'Exam Results',
    title: 'Exam Results',
    description: 'Our exam results and university placement record.',
    ar: {
      label: 'نتائج الامتحانات',
      title: 'نتائج الامتحانات',
      description: 'نتائج امتحانات طلابنا وسجلّ التحاقهم بالجامعات.',
    },
  },
  {
    path: '/extra-curricular',
    label: 'Extra-Curricular',
    title: 'Extra-Curricular Activities',
    description:
      'Mock trial, business, debating, science olympiad, maths challenge and Model United Nations activities.',
    ar: {
      label: 'الأنشطة اللاصفية',
      title: 'الأنشطة اللاصفية',
      description:
        'المحاكمة الصورية، وريادة الأعمال، والمناظرة، وأولمبياد العلوم، وتحدي الرياضيات، ونموذج الأمم المتحدة.',
    },
  },
  {
    path: '/parent-resources',
    label: 'Parent Resources',
    title: 'Parent Resources',
    description: 'School policies for parents: general, staff and student policies.',
    ar: {
      label: 'موارد أولياء الأمور',
      title: 'موارد أولياء الأمور',
      description: 'سياسات المدرسة لأولياء الأمور: السياسات العامة وسياسات الموظفين وسياسات الطلاب.',
    },
  },
  {
    path: '/international-fees',
    label: 'Course Fees',
    title: 'Course Fees',
    description:
      'Tuition fees for GCSE, A-Level, Foundation, Pre-Masters, Pre-Sessional and English language courses, with payment options.',
    ar: {
      label: 'الرسوم الدراسية',
      title: 'الرسوم الدراسية',
      description:
        'الرسوم الدراسية لبرامج GCSE وA-Level والسنة التأسيسية وما قبل الماجستير والإنجليزية التحضيرية ودورات اللغة الإنجليزية، مع خيارات الدفع.',
    },
  },
  {
    path: '/visa',
    label: 'Student Visa',
    title: 'Student Visa Information',
    description: 'How to get a UK Student visa: the five-step process, CAS timing and the maintenance funds you need.',
    ar: {
      label: 'تأشيرة الطالب',
      title: 'معلومات تأشيرة الطالب',
      description: 'كيف تحصل على تأشيرة الطالب البريطانية: الخطوات الخمس، وتوقيت خطاب CAS، والأموال اللازمة لإعالتك.',
    },
  },
  {
    path: '/accommodation',
    label: 'Accommodation',
    title: 'Student Accommodation',
    description: 'Homestay, student residence and private rental options in Cardiff, with average costs.',
    ar: {
      label: 'السكن',
      title: 'سكن الطلاب',
      description: 'خيارات الإقامة لدى أسرة مضيفة أو في سكن طلابي أو في مسكن خاص مستأجر في كارديف، مع متوسط التكاليف.',
    },
  },
  {
    path: '/leisure-wellbeing',
    label: 'Leisure & Wellbeing',
    title: 'Leisure and Wellbeing',
    description: 'Sport, clubs and wellbeing support for our students in Cardiff.',
    ar: {
      label: 'الترفيه والرفاه',
      title: 'الترفيه والرفاه',
      description: 'الرياضة والنوادي ودعم الرفاه النفسي والبدني لطلابنا في كارديف.',
    },
  },
  {
    path: '/welfare-pastoral',
    label: 'Welfare & Pastoral',
    title: 'Welfare and Pastoral Care',
    description: 'Pastoral care and international student support, with a 24/7 emergency line.',
    ar: {
      label: 'الرعاية والإرشاد',
      title: 'الرعاية الطلابية والإرشاد',
      description: 'الرعاية والإرشاد ودعم الطلاب الدوليين، مع خط طوارئ يعمل على مدار الساعة.',
    },
  },
  {
    path: '/the-city',
    label: 'The City',
    title: 'Cardiff: The City',
    description: 'Living and studying in Cardiff: highlights, shopping, green spaces, getting around and living costs.',
    ar: {
      label: 'المدينة',
      title: 'كارديف: المدينة',
      description: 'العيش والدراسة في كارديف: أبرز المعالم، والتسوق، والمساحات الخضراء، والتنقل، وتكاليف المعيشة.',
    },
  },
  {
    path: '/principal-message',
    label: "Principal's Message",
    title: "Principal's Message",
    description: 'A welcome from the Principal of the academy.',
    ar: { label: 'كلمة المديرة', title: 'كلمة المديرة', description: 'كلمة ترحيب من مديرة الأكاديمية.' },
  },
  {
    path: '/alumni',
    label: 'Alumni',
    title: 'Alumni',
    description: 'Our graduates, the universities they went on to and the alumni network.',
    ar: { label: 'الخريجون', title: 'خريجونا', description: 'خريجونا، والجامعات التي التحقوا بها، وشبكة الخريجين.' },
  },
  {
    path: '/meet-the-staff',
    label: 'Meet the Staff',
    title: 'Meet the Staff',
    description: 'The leadership team and teaching staff of the academy.',
    ar: {
      label: 'تعرّف على فريقنا',
      title: 'تعرّف على فريق العمل',
      description: 'فريق القيادة والهيئة التدريسية في الأكاديمية.',
    },
  },
  {
    path: '/partners',
    label: 'Partners',
    title: 'Our Partners',
    description: 'Partner organisations and partnership opportunities for agencies.',
    ar: { label: 'الشركاء', title: 'شركاؤنا', description: 'المؤسسات الشريكة وفرص الشراكة مع الوكالات.' },
  },
  {
    path: '/news',
    label: 'News',
    title: 'News',
    description: 'Latest news from the academy: campus news, academic results and scholarships.',
    ar: {
      label: 'الأخبار',
      title: 'الأخبار',
      description: 'آخر أخبار الأكاديمية: أخبار الحرم الدراسي، والنتائج الأكاديمية، والمنح الدراسية.',
    },
  },
  {
    path: '/university-destinations',
    label: 'University Destinations',
    title: 'University Destinations',
    description: 'Where our students go: UK university destinations, success stories and preparation services.',
    ar: {
      label: 'الوجهات الجامعية',
      title: 'الوجهات الجامعية',
      description: 'إلى أين يتجه طلابنا: الجامعات البريطانية التي يلتحقون بها، وقصص النجاح، وخدمات الإعداد.',
    },
  },
  {
    path: '/privacy',
    label: 'Privacy Policy',
    title: 'Privacy Notice',
    description:
      'What personal data the academy collects through its forms, why, who receives it, how long it is kept and your rights.',
    ar: {
      label: 'سياسة الخصوصية',
      title: 'إشعار الخصوصية',
      description:
        'البيانات الشخصية التي تجمعها الأكاديمية عبر نماذجها، وسبب جمعها، ومن يتلقاها، ومدة الاحتفاظ بها، وحقوقك.',
    },
  },
  {
    path: '/terms',
    label: 'Terms of Use',
    title: 'Terms of Use',
    description: 'The terms on which you may use this website.',
    ar: {
      label: 'شروط الاستخدام',
      title: 'شروط الاستخدام',
      description: 'الشروط التي يمكنك بموجبها استخدام هذا الموقع.',
    },
  },
  {
    path: '/cookies',
    label: 'Cookie Policy',
    title: 'Cookie Policy',
    description: 'The one cookie this website sets.',
    ar: {
      label: 'سياسة ملفات تعريف الارتباط',
      title: 'سياسة ملفات تعريف الارتباط',
      description: 'ملف تعريف الارتباط الوحيد الذي يضعه هذا الموقع.',
    },
  },
] as const satisfies readonly PublicRoute[];

export type PublicPath = (typeof publicRoutes)[number]['path'];

/** The routes a search engine may list: the sitemap's, each with its canonical URL. */
export const indexedRoutes = publicRoutes.filter((route) => !('indexed' in route && route.indexed === false));

export function routeByPath(path: string): PublicRoute | undefined {
  return publicRoutes.find((route) => route.path === path);
}

/** A route's label, title and description in one language. */
export function routeText(path: PublicPath, locale: Locale): RouteText {
  const route: PublicRoute = publicRoutes.find((candidate) => candidate.path === path)!;
  return locale === 'ar' ? route.ar : route;
}

/** The current page language's texts of a route. */
export function useRouteText(path: PublicPath): RouteText {
  return routeText(path, useLocale());
}

/** The four menus of docs/spec.md §2.2, in the spec's order. */
export const navMenus: ReadonlyArray<{ id: NavGroup; label: string; arLabel: string; paths: readonly PublicPath[] }> = [
  {
    id: 'academy',
    label: 'The Academy',
    arLabel: 'الأكاديمية',
    paths: [
      '/about',
      '/accommodation',
      '/alumni',
      '/leisure-wellbeing',
      '/meet-the-staff',
      '/news',
      '/partners',
      '/principal-message',
      '/the-city',
      '/visa',
      '/welfare-pastoral',
    ],
  },
  {
    id: 'academic',
    label: 'Academic',
    arLabel: 'الشؤون الأكاديمية',
    paths: ['/exam-results', '/extra-curricular', '/term-dates', '/university-destinations'],
  },
  {
    id: 'courses',
    label: 'Courses',
    arLabel: 'البرامج',
    paths: [
      '/courses',
      '/courses/a-level',
      '/international-fees',
      '/courses/english-language',
      '/courses/foundation',
      '/courses/gcse',
      '/courses/pre-masters',
      '/courses/summer-school',
    ],
  },
  { id: 'other', label: 'Other', arLabel: 'أخرى', paths: ['/parent-resources', '/contact'] },
];
