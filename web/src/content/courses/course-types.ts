import type { LucideIcon } from 'lucide-react';

export type CoursePath =
  | '/courses/english-language'
  | '/courses/pre-sessional'
  | '/courses/a-level'
  | '/courses/gcse'
  | '/courses/foundation'
  | '/courses/pre-masters'
  | '/courses/summer-school';

export interface ContentImage {
  /** A URL from an `import x from '@/assets/images/...'`. */
  src: string;
  /** Empty for purely decorative art; describe real photos. */
  alt: string;
  width: number;
  height: number;
}

/** A titled item shown as a small card (a pathway, a subject group, a highlight). */
export interface ContentCard {
  title: string;
  text?: string;
  items?: readonly string[];
}

/** One h2 section of a course page: either a ticked list or a grid of cards. */
export interface CourseSection {
  title: string;
  intro?: string;
  items?: readonly string[];
  cards?: readonly ContentCard[];
}

export interface ExtraFact {
  label: string;
  value: string;
  icon: LucideIcon;
}

export interface CourseContent {
  path: CoursePath;
  /** The page's h1. */
  title: string;
  /** The last breadcrumb. */
  crumb: string;
  /** Shown above the h1, e.g. "Age 16-18". */
  badge: string;
  intro: string;
  /** One or two sentences for the course cards on Home and /courses. */
  summary: string;
  duration: string;
  maxClassSize: number;
  /** "16-18", shown as a fact when set. */
  ages?: string;
  /** Course-specific facts after duration, class size and ages. */
  extraFacts: readonly ExtraFact[];
  sections: readonly CourseSection[];
  entryRequirements: readonly string[];
  image: ContentImage;
  /** The contact button's label where it is not the usual "Contact Us" (Pre-Sessional: "Request Information"). */
  contactLabel?: string;
}

export interface CourseCallToAction {
  title: string;
  text: (courseTitle: string) => string;
}

/** The closing block of every course page. */
export const courseCallToAction: CourseCallToAction = {
  title: 'Ready to Apply?',
  text: (courseTitle: string) =>
    `Start your application for ${courseTitle}, or contact our admissions team with any questions.`,
};

/** The words of the layout every course page shares (components/content/course-detail.tsx). */
export interface CoursePageText {
  applyLabel: string;
  contactLabel: string;
  overviewTitle: string;
  entryRequirementsTitle: string;
  durationLabel: string;
  classSizeLabel: string;
  classSize: (maxStudents: number) => string;
  agesLabel: string;
  feeLabel: string;
  /** Under the fee: a link to the Course Fees page. */
  allFeesLink: string;
  /** In place of a fee, for a course without a published one. */
  noFeeLink: string;
}

export const coursePageText: CoursePageText = {
  applyLabel: 'Apply Now',
  contactLabel: 'Contact Us',
  overviewTitle: 'Course Overview',
  entryRequirementsTitle: 'Entry Requirements',
  durationLabel: 'Duration',
  classSizeLabel: 'Class size',
  classSize: (maxStudents) => `Maximum ${maxStudents} students`,
  agesLabel: 'Ages',
  feeLabel: 'Tuition fee',
  allFeesLink: 'See all course fees',
  noFeeLink: 'Contact our admissions team',
};

/** Every course illustration is drawn on the same 480 x 300 canvas. */
export function courseImage(src: string, alt = ''): ContentImage {
  return { src, alt, width: 480, height: 300 };
}
