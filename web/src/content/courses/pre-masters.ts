import { GraduationCap } from 'lucide-react';
import image from '@/assets/images/course-pre-masters.svg';
import { courseImage, type CourseContent } from './course-types';

export const preMastersIelts = 5.5;

export const preMasters: CourseContent = {
  path: '/courses/pre-masters',
  title: 'Pre-Masters Programme',
  crumb: 'Pre-Masters',
  badge: 'Postgraduate',
  // CONTENT-PLACEHOLDER: replace with the academy's own introduction to the course.
  intro: 'A one-year programme for graduates that prepares you for a master’s degree at a UK university.',
  // CONTENT-PLACEHOLDER: replace with the academy's own card description.
  summary: 'One year of preparation for postgraduate study in the UK.',
  duration: '1 year',
  maxClassSize: 15,
  extraFacts: [{ label: 'Progression', value: 'Postgraduate study', icon: GraduationCap }],
  sections: [
    {
      title: 'Subject Pathways',
      intro: 'Subject pathways in four groups.',
      cards: [
        // CONTENT-PLACEHOLDER: the spec names four groups of pathways without their titles; replace with the academy's pathways.
        { title: 'Business and Management', items: ['Business Administration', 'Finance and Accounting', 'Marketing'] },
        { title: 'Science and Engineering', items: ['Engineering', 'Computer Science', 'Data Science'] },
        { title: 'Social Sciences and Law', items: ['Law', 'International Relations', 'Psychology'] },
        { title: 'Arts and Humanities', items: ['Education', 'Media and Communication', 'Linguistics'] },
      ],
    },
  ],
  entryRequirements: [
    "A bachelor's degree (minimum second class honours)",
    `IELTS ${preMastersIelts.toFixed(1)} overall and in every component`,
    'References and a personal statement',
    'Clear progression goals',
  ],
  image: courseImage(image),
};
