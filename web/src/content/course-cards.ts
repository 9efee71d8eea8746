/**
 * The course cards on Home (seven, docs/spec.md §3 'Home course list') and on /courses
 * (six, docs/spec.md §2.10 and the overview facts). Titles, durations and levels are as the spec
 * gives them for each list; descriptions, images and class sizes come from the course modules.
 */
import { aLevel } from './courses/a-level';
import type { ContentImage, CourseContent, CoursePath } from './courses/course-types';
import { englishLanguage } from './courses/english-language';
import { foundation } from './courses/foundation';
import { gcse } from './courses/gcse';
import { preMasters } from './courses/pre-masters';
import { preSessional } from './courses/pre-sessional';
import { summerSchool } from './courses/summer-school';

export interface CourseCardData {
  title: string;
  description: string;
  duration: string;
  level: string;
  to: CoursePath;
  image: ContentImage;
  /** "12 per class" or "Small groups" (overview cards only). */
  classSize?: string;
}

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

const perClass = (course: CourseContent) => `${course.maxClassSize} per class`;

/** docs/spec.md §3, 'Home course list', in the spec's order. */
export const homeCourseCards: readonly CourseCardData[] = [
  card(foundation, { title: 'International Foundation Year', level: 'Post-Secondary' }),
  card(preSessional, { title: 'Pre-Sessional English', level: 'All levels' }),
  card(preMasters, { title: 'Pre-Masters Programme', level: 'Postgraduate' }),
  card(englishLanguage, { title: 'English Language Preparation', level: 'All levels', duration: 'Flexible duration' }),
  card(summerSchool, { title: 'Summer School Programme', level: 'Ages 12-17' }),
  card(aLevel, { title: 'A-Level Courses', level: 'Advanced' }),
  card(gcse, { title: 'GCSE Programmes', level: 'Foundation' }),
];

/** docs/spec.md §2.10: six cards, in the spec's link order, with the overview facts of section 3. */
export const overviewCourseCards: readonly CourseCardData[] = [
  card(englishLanguage, { title: englishLanguage.title, level: 'All levels', classSize: 'Small groups' }),
  card(preSessional, { title: preSessional.title, level: 'All levels', classSize: perClass(preSessional) }),
  card(gcse, { title: gcse.title, level: `Age ${gcse.ages}`, classSize: perClass(gcse) }),
  card(aLevel, { title: aLevel.title, level: `Age ${aLevel.ages}`, classSize: perClass(aLevel) }),
  card(foundation, { title: foundation.title, level: 'Post-secondary', classSize: perClass(foundation) }),
  card(preMasters, { title: preMasters.title, level: 'Undergraduate degree', classSize: perClass(preMasters) }),
];

/** The words on every course card, besides the course's own; course-cards.ar.ts has the Arabic ones. */
export interface CourseCardText {
  accredited: string;
  /** Screen-reader labels before the duration and the class size. */
  duration: string;
  classSize: string;
  learnMore: string;
  /** Read after "Learn More" by screen readers, with the course's title put in for `{course}`. */
  learnMoreAbout: string;
}

export const courseCardText: CourseCardText = {
  accredited: 'Accredited',
  duration: 'Duration: ',
  classSize: 'Class size: ',
  learnMore: 'Learn More',
  learnMoreAbout: ' about {course}',
};

/** The /courses page's own words in one language; course-cards.ar.ts has the Arabic ones. */
export interface CoursesOverviewContent {
  intro: string;
  /** The last breadcrumb. */
  crumb: string;
  /** The hidden heading of the list of cards. */
  listTitle: string;
  closing: { title: string; text: string; contact: string; apply: string };
}

export const coursesOverview: CoursesOverviewContent = {
  // CONTENT-PLACEHOLDER: replace with the academy's own introduction.
  intro:
    'From English language and GCSEs to A-Levels, foundation and pre-masters programmes, every course is taught in small classes with a clear route to a UK university.',
  crumb: 'Courses',
  listTitle: 'All courses',
  closing: {
    title: 'Not sure which course is right for you?',
    // CONTENT-PLACEHOLDER: replace with the academy's own closing text.
    text: 'Our admissions team will help you choose the programme that fits your age, level and goals.',
    contact: 'Contact Us',
    apply: 'Apply Now',
  },
};
