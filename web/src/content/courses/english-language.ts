import { Languages, UserRound } from 'lucide-react';
import image from '@/assets/images/course-english-language.svg';
import { courseImage, type CourseContent } from './course-types';

export const englishLanguageMinimumAge = 16;

export const englishLanguage: CourseContent = {
  path: '/courses/english-language',
  title: 'English Language Preparation',
  crumb: 'English Language',
  badge: 'All levels',
  // CONTENT-PLACEHOLDER: replace with the academy's own introduction to the course.
  intro:
    'Build the English you need for study and everyday life in the UK, with IELTS preparation and levels from A1 to C2.',
  // CONTENT-PLACEHOLDER: replace with the academy's own card description.
  summary: 'General and academic English from beginner to advanced, with IELTS preparation.',
  duration: '4-48 weeks',
  maxClassSize: 15,
  extraFacts: [
    { label: 'Levels', value: 'A1 to C2', icon: Languages },
    { label: 'Minimum age', value: String(englishLanguageMinimumAge), icon: UserRound },
  ],
  sections: [
    {
      title: 'What You Will Learn',
      cards: [
        // CONTENT-PLACEHOLDER: the four topics are the spec's; their one-line descriptions are ours.
        { title: 'Academic English', text: 'Reading, writing and study skills for school, college and university.' },
        { title: 'IELTS preparation', text: 'Practice with each part of the test and strategies for exam day.' },
        { title: 'Speaking and listening', text: 'Confident conversation, discussions and presentations.' },
        { title: 'Grammar and vocabulary', text: 'Accurate, flexible English at every level from A1 to C2.' },
      ],
    },
  ],
  entryRequirements: [
    `Minimum age ${englishLanguageMinimumAge}`,
    'All levels welcome',
    'An initial assessment to place you in the right class',
  ],
  image: courseImage(image),
};
