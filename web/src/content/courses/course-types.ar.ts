/** The Arabic of course-types.ts: the words every course page shares. */
import { countedAr } from '../arabic-figures';
import type { CourseCallToAction, CoursePageText } from './course-types';

export const courseCallToActionAr: CourseCallToAction = {
  title: 'هل أنت مستعد للتقديم؟',
  text: (courseTitle: string) =>
    `ابدأ طلب الالتحاق ب«${courseTitle}»، أو تواصل مع فريق القبول لدينا إن كانت لديك أي أسئلة.`,
};

export const coursePageTextAr: CoursePageText = {
  applyLabel: 'قدّم الآن',
  contactLabel: 'تواصل معنا',
  overviewTitle: 'نظرة عامة على البرنامج',
  entryRequirementsTitle: 'شروط القبول',
  durationLabel: 'المدة',
  classSizeLabel: 'حجم الصف',
  classSize: (maxStudents) =>
    `${countedAr(maxStudents, { one: 'طالب واحد', two: 'طالبان', few: 'طلاب', many: 'طالبًا', other: 'طالب' })} كحد أقصى`,
  agesLabel: 'الأعمار',
  feeLabel: 'الرسوم الدراسية',
  allFeesLink: 'عرض رسوم جميع البرامج',
  noFeeLink: 'تواصل مع فريق القبول لدينا',
};
