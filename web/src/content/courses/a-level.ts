import { BookOpen, TrendingUp } from 'lucide-react';
import image from '@/assets/images/course-a-level.svg';
import { site } from '@domain/site';
import { courseImage, type CourseContent } from './course-types';

export const aLevelIelts = 5.5;
const maxClassSize = 12;

export const aLevel: CourseContent = {
  path: '/courses/a-level',
  title: 'A-Level Courses',
  crumb: 'A-Level',
  badge: 'Age 16-18',
  // CONTENT-PLACEHOLDER: replace with the academy's own introduction to the course.
  intro:
    'A two-year A-Level programme in small classes, with expert teachers and full support with your UCAS application to a UK university.',
  // CONTENT-PLACEHOLDER: replace with the academy's own card description.
  summary: 'Two-year A-Level study in small classes, with 20+ subjects and UCAS support.',
  duration: '2 years',
  maxClassSize,
  ages: '16-18',
  extraFacts: [
    { label: 'Subjects', value: '20+ subjects', icon: BookOpen },
    { label: 'Success rate', value: site.stats.successRate, icon: TrendingUp },
  ],
  sections: [
    {
      title: 'Subjects',
      intro: 'Choose from 20+ subjects in four groups.',
      cards: [
        // CONTENT-PLACEHOLDER: the four groups are the spec's; replace the subject names with the academy's current list.
        { title: 'Sciences', items: ['Biology', 'Chemistry', 'Physics', 'Mathematics', 'Further Mathematics'] },
        {
          title: 'Humanities',
          items: ['English Literature', 'History', 'Geography', 'Psychology', 'Sociology', 'Law'],
        },
        { title: 'Business and IT', items: ['Business', 'Economics', 'Accounting', 'Computer Science'] },
        { title: 'Languages', items: ['Arabic', 'French', 'Spanish', 'Mandarin Chinese', 'German'] },
      ],
    },
    {
      title: 'Programme Features',
      cards: [
        // CONTENT-PLACEHOLDER: the four features are the spec's; their one-line descriptions are ours.
        {
          title: 'Small classes',
          text: `A maximum of ${maxClassSize} students in each class, so every student gets attention.`,
        },
        { title: 'Expert teachers', text: 'Experienced subject specialists who know the A-Level specifications well.' },
        { title: 'UCAS support', text: 'Guidance on choosing courses, writing your personal statement and applying.' },
        {
          title: `${site.stats.successRate} success rate`,
          text: 'A track record of preparing students for UK university entry.',
        },
      ],
    },
  ],
  entryRequirements: [
    '5 GCSEs at grade C/4 or above, including English and Maths',
    'Grade B/6 or above in the subjects you wish to study',
    `IELTS ${aLevelIelts.toFixed(1)} for international students`,
  ],
  image: courseImage(image),
};
