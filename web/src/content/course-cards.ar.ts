/**
 * The course cards in Arabic: course-cards.ts's two lists, in the same order, with titles and
 * levels in Arabic. Descriptions, durations, images and class sizes come from the Arabic course
 * modules (courses/*.ar.ts), as the English ones come from the English modules.
 */
import type { CourseCardData, CourseCardText, CoursesOverviewContent } from './course-cards';
import type { CourseContent } from './courses/course-types';
import { coursePageTextAr } from './courses/course-types.ar';
import { aLevelAr } from './courses/a-level.ar';
import { englishLanguageAr } from './courses/english-language.ar';
import { foundationAr } from './courses/foundation.ar';
import { gcseAr } from './courses/gcse.ar';
import { preMastersAr } from './courses/pre-masters.ar';
import { preSessionalAr } from './courses/pre-sessional.ar';
import { summerSchoolAr } from './courses/summer-school.ar';

function card(
  course: CourseContent,
  overrides: Pick<CourseCardData, 'title' | 'level'> & Partial<CourseCardData>,
): CourseCardData {
  return {
    description: course.summary,
    duration: course.duration,
    to: course.path,
    image: course.image,
    ...overrides,
  };
}

/**
 * "12 per class", after the screen-reader label "عدد الطلاب في الصف: ": the course page's words,
 * "12 طالبًا كحد أقصى", so the label is not said twice.
 */
const perClass = (course: CourseContent) => coursePageTextAr.classSize(course.maxClassSize);

/** "16-18" → "من 16 إلى 18". */
const ageSpan = (ages: string | undefined) => {
  const [youngest, oldest] = (ages ?? '').split('-');
  return oldest ? `من ${youngest} إلى ${oldest}` : (youngest ?? '');
};

/** docs/spec.md §3, 'Home course list', in the spec's order. */
export const homeCourseCardsAr: readonly CourseCardData[] = [
  card(foundationAr, { title: 'السنة التأسيسية الدولية', level: 'ما بعد المرحلة الثانوية' }),
  card(preSessionalAr, { title: 'الإنجليزية التحضيرية (Pre-Sessional)', level: 'جميع المستويات' }),
  card(preMastersAr, { title: 'برنامج ما قبل الماجستير (Pre-Masters)', level: 'الدراسات العليا' }),
  card(englishLanguageAr, { title: 'الإعداد في اللغة الإنجليزية', level: 'جميع المستويات', duration: 'مدة مرنة' }),
  card(summerSchoolAr, { title: 'برنامج المدرسة الصيفية', level: 'الأعمار من 12 إلى 17' }),
  card(aLevelAr, { title: 'برامج A-Level', level: 'المستوى المتقدم' }),
  card(gcseAr, { title: 'برامج GCSE', level: 'المستوى التأسيسي' }),
];

/** docs/spec.md §2.10: six cards, in the spec's link order, with the overview facts of section 3. */
export const overviewCourseCardsAr: readonly CourseCardData[] = [
  card(englishLanguageAr, { title: englishLanguageAr.title, level: 'جميع المستويات', classSize: 'مجموعات صغيرة' }),
  card(preSessionalAr, { title: preSessionalAr.title, level: 'جميع المستويات', classSize: perClass(preSessionalAr) }),
  card(gcseAr, { title: gcseAr.title, level: `الأعمار ${ageSpan(gcseAr.ages)}`, classSize: perClass(gcseAr) }),
  card(aLevelAr, { title: aLevelAr.title, level: `الأعمار ${ageSpan(aLevelAr.ages)}`, classSize: perClass(aLevelAr) }),
  card(foundationAr, {
    title: foundationAr.title,
    level: 'ما بعد المرحلة الثانوية',
    classSize: perClass(foundationAr),
  }),
  card(preMastersAr, {
    title: preMastersAr.title,
    level: 'لحملة الشهادة الجامعية الأولى',
    classSize: perClass(preMastersAr),
  }),
];

export const courseCardTextAr: CourseCardText = {
  accredited: 'معتمد',
  duration: 'المدة: ',
  classSize: 'عدد الطلاب في الصف: ',
  learnMore: 'اعرف المزيد',
  learnMoreAbout: ' عن {course}',
};

export const coursesOverviewAr: CoursesOverviewContent = {
  // CONTENT-PLACEHOLDER: the Arabic of the academy's own introduction.
  intro:
    'من اللغة الإنجليزية وشهادات GCSE إلى A-Level والسنة التأسيسية وما قبل الماجستير، تُدرَّس جميع برامجنا في صفوف صغيرة، وكلها تفتح طريقًا واضحًا إلى الجامعات البريطانية.',
  crumb: 'البرامج',
  listTitle: 'جميع البرامج',
  closing: {
    title: 'لست متأكدًا من البرنامج المناسب لك؟',
    // CONTENT-PLACEHOLDER: the Arabic of the academy's own closing text.
    text: 'سيساعدك فريق القبول لدينا على اختيار البرنامج الذي يناسب عمرك ومستواك وأهدافك.',
    contact: 'تواصل معنا',
    apply: 'قدّم الآن',
  },
};
