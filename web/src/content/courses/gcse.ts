import { Award } from 'lucide-react';
import image from '@/assets/images/course-gcse.svg';
import { courseImage, type CourseContent } from './course-types';

export const gcseIelts = 4.5;

export const gcse: CourseContent = {
  path: '/courses/gcse',
  title: 'GCSE Programme',
  crumb: 'GCSE',
  badge: 'Age 14-16',
  // CONTENT-PLACEHOLDER: replace with the academy's own introduction to the course.
  intro:
    'A GCSE programme over one or two years, built around English, Maths and Science, that prepares students for A-Level study.',
  // CONTENT-PLACEHOLDER: replace with the academy's own card description.
  summary: 'GCSEs graded 9-1, with English, Maths and Science at the core.',
  duration: '1-2 years',
  maxClassSize: 15,
  ages: '14-16',
  extraFacts: [{ label: 'Grading', value: 'Grades 9-1', icon: Award }],
  sections: [
    { title: 'Core Subjects', items: ['English', 'Maths', 'Science'] },
    {
      title: 'Optional Subjects',
      // CONTENT-PLACEHOLDER: the spec lists optional subjects without naming them; replace with the academy's current options.
      items: ['History', 'Geography', 'Business', 'Computer Science', 'Art and Design', 'French', 'Spanish', 'Arabic'],
    },
  ],
  entryRequirements: [
    'Age 14-16',
    'A good academic record',
    `IELTS ${gcseIelts.toFixed(1)} for international students`,
  ],
  image: courseImage(image),
};
