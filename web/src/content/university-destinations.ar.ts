/** The Arabic of university-destinations.ts; the Arabic university list is in universities.ar.ts. */
import type { Stat } from '@/components/content/stat-card';
import {
  type DestinationsCallToAction,
  type DestinationsPageText,
  type PreparationService,
  type SuccessStory,
  destinationStats,
} from './university-destinations';

export const destinationsIntroAr =
  'يلتحق طلابنا بجامعات في مختلف أنحاء المملكة المتحدة. تعرّف هنا على الجامعات التي يلتحقون بها، والتخصصات التي يدرسونها، وكيف نُعِدّهم لذلك.';

export const universitiesIntroAr =
  'أحدث الجامعات التي التحق بها طلابنا. يفتح كل رابط موقع الجامعة في علامة تبويب جديدة.';

export const destinationsCallToActionAr: DestinationsCallToAction = {
  title: 'ابدأ رحلتك نحو جامعة بريطانية',
  text: 'قدّم طلبك عبر الإنترنت، أو تفضّل بزيارة الأكاديمية لتتعرّف عليها بنفسك.',
};

/** In the order of destinationStats. */
const statLabelsAr = ['نسبة الالتحاق بالجامعات', 'جامعة شريكة', 'برنامجًا جامعيًا'] as const;

/** The figures of destinationStats (values and icons by reference) with Arabic labels. */
export const destinationStatsAr: readonly Stat[] = destinationStats.map((stat, index) => ({
  ...stat,
  label: statLabelsAr[index] ?? stat.label,
}));

export const successStoriesAr: readonly SuccessStory[] = [
  {
    name: 'أميرة ك.',
    university: 'جامعة كارديف',
    course: 'الأعمال والإدارة',
    quote: 'منحتني السنة التأسيسية مهارات الدراسة والثقة بالنفس التي كنت أحتاج إليها في دراستي الجامعية.',
  },
  {
    name: 'دانيال أ.',
    university: 'جامعة بريستول',
    course: 'الهندسة',
    quote: 'بفضل الصفوف الصغيرة، كان معلمي يعرفون تمامًا أين أحتاج إلى المساعدة قبل امتحاناتي.',
  },
  {
    name: 'مي ل.',
    university: 'جامعة إكستر',
    course: 'علم النفس',
    quote: 'المساعدة التي تلقيتها في طلب UCAS وفي كتابة البيان الشخصي أحدثت الفارق كله.',
  },
];

export const subjectAreasAr: readonly string[] = [
  'الأعمال والإدارة',
  'الاقتصاد والمالية',
  'الهندسة',
  'علوم الحاسوب',
  'الطب والعلوم الصحية',
  'القانون',
  'العلوم الاجتماعية',
  'العلوم الإنسانية',
];

export const preparationServicesAr: readonly PreparationService[] = [
  { title: 'الدعم في طلبات UCAS', text: 'مساعدة في اختيار التخصصات والجامعات وفي إكمال طلبك.' },
  { title: 'الإرشاد في كتابة البيان الشخصي', text: 'ملاحظات فردية وأنت تخطط لبيانك الشخصي وتنقّحه.' },
  { title: 'التحضير للمقابلات', text: 'مقابلات تدريبية للتخصصات والجامعات التي تشترط إجراء مقابلة.' },
  {
    title: 'الإعداد في اللغة الإنجليزية',
    text: 'التحضير لاختبار IELTS والإنجليزية الأكاديمية حتى المستوى الذي يشترطه عرض القبول.',
  },
];

export const destinationsPageAr: DestinationsPageText = {
  recordTitle: 'سجلّنا',
  universitiesTitle: 'إلى أين يتجه طلابنا',
  storiesTitle: 'قصص النجاح',
  subjectsTitle: 'مجالات الدراسة',
  preparationTitle: 'خدمات الإعداد',
  applyLabel: 'قدّم الآن',
  campusVisitLabel: 'احجز زيارة للحرم الدراسي',
  quote: (text) => `«${text}»`,
  storyCredit: (course, university) => `${course}، ${university}`,
};
