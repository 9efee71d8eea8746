/** The Arabic of summer-school.ts: the same sessions, times and numbers, in Arabic. */
import { CalendarDays, Clock, Bus } from 'lucide-react';
import { countedAr } from '../arabic-figures';
import type { ContentCard, CourseContent } from './course-types';
import {
  type ScheduleEntry,
  type SummerSchoolPageText,
  type SummerSession,
  summerSchool,
  summerSchoolEnglishHoursPerWeek,
  summerSchoolExcursionsPerWeek,
} from './summer-school';

/** A number of excursions in Arabic: "رحلتان" for two, "3 رحلات" for three. */
const excursionsAr = (count: number) =>
  countedAr(count, { one: 'رحلة واحدة', two: 'رحلتان', few: 'رحلات', many: 'رحلةً', other: 'رحلة' });

export const summerSchoolAr: CourseContent = {
  path: summerSchool.path,
  title: 'المدرسة الصيفية',
  crumb: 'المدرسة الصيفية',
  badge: 'للأعمار 12-17',
  intro:
    'البرنامج الصيفي 2025: دروس في اللغة الإنجليزية، ودراسات أكاديمية، وأنشطة ثقافية، ورحلات في كارديف، من يوليو إلى أغسطس 2025.',
  summary: 'صيف حافل بتعلّم الإنجليزية والدراسة والرحلات للطلاب اليافعين.',
  duration: 'من 2 إلى 6 أسابيع',
  maxClassSize: summerSchool.maxClassSize,
  ages: summerSchool.ages,
  extraFacts: [
    { label: 'المواعيد', value: 'من يوليو إلى أغسطس 2025', icon: CalendarDays },
    { label: 'دروس الإنجليزية', value: `${summerSchoolEnglishHoursPerWeek} ساعة أسبوعيًا`, icon: Clock },
    { label: 'الرحلات', value: `${excursionsAr(summerSchoolExcursionsPerWeek)} في الأسبوع`, icon: Bus },
  ],
  sections: [
    {
      title: 'أبرز ما في البرنامج',
      cards: [
        {
          title: 'حسّن لغتك الإنجليزية',
          text: `${summerSchoolEnglishHoursPerWeek} ساعة من دروس الإنجليزية كل أسبوع في صفوف صغيرة.`,
        },
        {
          title: 'دراسات أكاديمية',
          text: 'تجربة أولى للدراسة في المملكة المتحدة، في حصص تنمّي مهارات الدراسة والثقة بالنفس.',
        },
        { title: 'أنشطة ثقافية', text: 'أنشطة بعد الظهر لاكتشاف الثقافة الويلزية والبريطانية برفقة أصدقاء جدد.' },
        {
          title: 'استكشف المنطقة',
          text: `${excursionsAr(summerSchoolExcursionsPerWeek)} في الأسبوع، بعد ظهر يومَي الأربعاء والجمعة.`,
        },
      ],
    },
  ],
  entryRequirements: ['العمر من 12 إلى 17 عامًا', 'نرحّب بالطلاب من جميع مستويات اللغة الإنجليزية'],
  image: summerSchool.image,
};

/**
 * The three 2-week sessions, in the order of summerSessions. "فترة", not "دورة": the pages use
 * "دورة" for a course.
 */
export const summerSessionsAr: readonly SummerSession[] = [
  { name: 'الفترة الأولى', dates: '7-20 يوليو' },
  { name: 'الفترة الثانية', dates: '21 يوليو - 3 أغسطس' },
  { name: 'الفترة الثالثة', dates: '4-17 أغسطس' },
];

export const summerDailyScheduleAr: readonly ScheduleEntry[] = [
  {
    time: '09:00-10:30',
    activity: 'دروس اللغة الإنجليزية',
    description: 'القواعد والمفردات والمحادثة والاستماع في مجموعات صغيرة.',
  },
  { time: '10:30-10:45', activity: 'استراحة', description: 'استراحة قصيرة بين دروس الصباح.' },
  { time: '10:45-12:15', activity: 'دراسات أكاديمية', description: 'مشاريع ومهارات دراسية تفيدك في المدرسة والجامعة.' },
  { time: '12:15-13:15', activity: 'الغداء', description: 'الغداء ووقت حر مع الأصدقاء.' },
  {
    time: '13:15-15:00',
    activity: 'أنشطة ثقافية',
    description: 'ورش عمل ورياضة وأنشطة للتعرّف على الحياة في ويلز والمملكة المتحدة.',
  },
  {
    time: '15:00-17:00',
    activity: 'الرحلات (الأربعاء والجمعة)',
    description: 'زيارات برفقة مشرفين إلى معالم بارزة في كارديف وما حولها.',
  },
];

export const summerExcursionsAr: readonly ContentCard[] = [
  { title: 'قلعة كارديف', text: 'قرون من التاريخ في قلب المدينة.' },
  { title: 'خليج كارديف', text: 'الواجهة البحرية، ومبنى البرلمان الويلزي (Senedd)، ونزهة على امتداد الحاجز المائي.' },
  { title: 'متحف كارديف الوطني', text: 'الفن والتاريخ الطبيعي وعلم الآثار، والدخول مجاني.' },
  { title: 'متحف سانت فاغنز الوطني للتاريخ', text: 'متحف في الهواء الطلق يروي حياة أهل ويلز عبر القرون.' },
  { title: 'مدينة باث', text: 'الحمّامات الرومانية والشوارع ذات الطراز الجورجي في هذه المدينة التاريخية.' },
  { title: 'منتزه بريكون بيكنز الوطني (Bannau Brycheiniog)', text: 'جبال وشلالات وهواء نقي في أحضان المنتزه الوطني.' },
];

export const summerIncludedAr: readonly string[] = [
  `دروس في اللغة الإنجليزية بواقع ${summerSchoolEnglishHoursPerWeek} ساعة أسبوعيًا`,
  'حصص الدراسات الأكاديمية',
  'أنشطة ثقافية بعد الظهر',
  `${excursionsAr(summerSchoolExcursionsPerWeek)} في الأسبوع`,
  'المواد الدراسية',
  'شهادة إتمام البرنامج',
];

export const summerFeesNoteAr = 'للاطلاع على الرسوم وخيارات السكن، يُرجى التواصل مع فريق القبول لدينا.';

export const summerSchoolPageAr: SummerSchoolPageText = {
  sessionsTitle: 'المواعيد والفترات',
  sessionsIntro: 'يمكنك الالتحاق بالبرنامج لمدة أسبوعين أو 4 أسابيع أو 6 أسابيع، ومدة كل فترة أسبوعان.',
  scheduleTitle: 'البرنامج اليومي',
  scheduleCaption: 'يوم نموذجي في المدرسة الصيفية',
  timeHeading: 'الوقت',
  activityHeading: 'النشاط',
  excursionsTitle: 'الرحلات',
  includedTitle: 'ما يشمله البرنامج',
  feesTitle: 'الرسوم والسكن',
  feesNote: summerFeesNoteAr,
  feesEmailSubject: 'رسوم المدرسة الصيفية والسكن',
  feesEmailLabel: 'راسل فريق القبول',
};
