/** The University Destinations page (docs/spec.md §2.12); the university list is in universities.ts. */
import { BookOpen, GraduationCap, University as UniversityIcon } from 'lucide-react';
import type { Stat } from '@/components/content/stat-card';

// CONTENT-PLACEHOLDER: replace with the academy's own introduction.
export const destinationsIntro =
  'Our students progress to universities across the UK. Here is where they go, what they study and how we prepare them.';

export const universitiesIntro =
  'Recent destinations of our students. Each link opens the university’s website in a new tab.';

export interface DestinationsCallToAction {
  title: string;
  text: string;
}

// CONTENT-PLACEHOLDER: replace with the academy's own closing text.
export const destinationsCallToAction: DestinationsCallToAction = {
  title: 'Start Your Journey to a UK University',
  text: 'Apply online, or come and see the academy for yourself.',
};

/** Figures from docs/spec.md §9. */
export const destinationStats: readonly Stat[] = [
  { value: '98%', label: 'University progression', icon: GraduationCap },
  { value: '14+', label: 'Partner universities', icon: UniversityIcon },
  { value: '50+', label: 'Degree programmes', icon: BookOpen },
];

export interface SuccessStory {
  name: string;
  university: string;
  course: string;
  quote: string;
}

export const successStories: readonly SuccessStory[] = [
  // CONTENT-PLACEHOLDER: fictional student; replace with a real success story (with consent).
  {
    name: 'Amira K.',
    university: 'Cardiff University',
    course: 'Business and Management',
    quote: 'The Foundation Year gave me the study skills and the confidence I needed for my degree.',
  },
  // CONTENT-PLACEHOLDER: fictional student; replace with a real success story (with consent).
  {
    name: 'Daniel O.',
    university: 'University of Bristol',
    course: 'Engineering',
    quote: 'Small classes meant my teachers knew exactly where I needed help before my exams.',
  },
  // CONTENT-PLACEHOLDER: fictional student; replace with a real success story (with consent).
  {
    name: 'Mei L.',
    university: 'University of Exeter',
    course: 'Psychology',
    quote: 'The help with my UCAS application and personal statement made all the difference.',
  },
];

// CONTENT-PLACEHOLDER: replace with the subject areas the academy's students actually progress to.
export const subjectAreas: readonly string[] = [
  'Business and Management',
  'Economics and Finance',
  'Engineering',
  'Computer Science',
  'Medicine and Health Sciences',
  'Law',
  'Social Sciences',
  'Humanities',
];

export interface PreparationService {
  title: string;
  text: string;
}

// CONTENT-PLACEHOLDER: replace with the academy's own description of its university preparation services.
export const preparationServices: readonly PreparationService[] = [
  {
    title: 'UCAS application support',
    text: 'Help choosing courses and universities and completing your application.',
  },
  { title: 'Personal statement guidance', text: 'One-to-one feedback as you plan and refine your personal statement.' },
  { title: 'Interview preparation', text: 'Practice interviews for courses and universities that hold them.' },
  {
    title: 'English language preparation',
    text: 'IELTS preparation and academic English for the level your offer requires.',
  },
];

/** The page's headings, buttons and the way it writes a story's quote and credit. */
export interface DestinationsPageText {
  recordTitle: string;
  universitiesTitle: string;
  storiesTitle: string;
  subjectsTitle: string;
  preparationTitle: string;
  applyLabel: string;
  campusVisitLabel: string;
  quote: (text: string) => string;
  /** Under a story: the course and the university. */
  storyCredit: (course: string, university: string) => string;
}

export const destinationsPage: DestinationsPageText = {
  recordTitle: 'Our Record',
  universitiesTitle: 'Where Our Students Go',
  storiesTitle: 'Success Stories',
  subjectsTitle: 'Subject Areas',
  preparationTitle: 'Preparation Services',
  applyLabel: 'Apply Now',
  campusVisitLabel: 'Book a Campus Visit',
  quote: (text) => `“${text}”`,
  storyCredit: (course, university) => `${course}, ${university}`,
};
