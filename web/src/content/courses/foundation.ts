import { GraduationCap } from 'lucide-react';
import image from '@/assets/images/course-foundation.svg';
import { courseImage, type CourseContent } from './course-types';

export const foundationIelts = 5.0;
export const foundationMinimumAge = 17;

export const foundationDestinationsIntro =
  'Our Foundation Year students have recently progressed to these UK universities.';

/** The Foundation page's extra section: the universities its students went on to. */
export interface FoundationDestinationsText {
  title: string;
  intro: string;
}

export const foundationDestinations: FoundationDestinationsText = {
  title: 'Recent University Destinations',
  intro: foundationDestinationsIntro,
};

export const foundation: CourseContent = {
  path: '/courses/foundation',
  title: 'International Foundation Year',
  crumb: 'Foundation Year',
  badge: 'Post-Secondary',
  // CONTENT-PLACEHOLDER: replace with the academy's own introduction to the course.
  intro: 'A one-year programme for international students that leads to undergraduate study at a UK university.',
  // CONTENT-PLACEHOLDER: replace with the academy's own card description.
  summary: 'One year of preparation for undergraduate study, in four subject pathways.',
  duration: '1 year',
  maxClassSize: 15,
  extraFacts: [{ label: 'Progression', value: 'Undergraduate study', icon: GraduationCap }],
  sections: [
    {
      title: 'Pathways',
      cards: [
        // CONTENT-PLACEHOLDER: the four pathways are the spec's; their one-line descriptions are ours.
        { title: 'Business and Management', text: 'For degrees in business, management, finance and economics.' },
        { title: 'Science and Engineering', text: 'For degrees in the sciences, engineering and computing.' },
        { title: 'Social Sciences', text: 'For degrees such as psychology, sociology, politics and law.' },
        { title: 'Humanities', text: 'For degrees such as history, languages, literature and the arts.' },
      ],
    },
  ],
  entryRequirements: [
    '12 years of secondary education',
    'Good grades',
    `IELTS ${foundationIelts.toFixed(1)}`,
    `Minimum age ${foundationMinimumAge}`,
  ],
  image: courseImage(image),
};
