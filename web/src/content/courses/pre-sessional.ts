import { CalendarRange, ClipboardCheck } from 'lucide-react';
import image from '@/assets/images/course-pre-sessional.svg';
import { courseImage, type CourseContent } from './course-types';

/** Minimum IELTS for each length of course: the shorter course needs the higher score. */
export const preSessionalIelts = { twelveWeek: 5.5, sixWeek: 6.0 } as const;

export const preSessional: CourseContent = {
  path: '/courses/pre-sessional',
  title: 'Pre-Sessional English',
  crumb: 'Pre-Sessional English',
  badge: 'All levels',
  // CONTENT-PLACEHOLDER: replace with the academy's own introduction to the course.
  intro:
    'For students with a conditional offer from a UK university: reach the English level your offer requires and start your degree ready for academic study.',
  // CONTENT-PLACEHOLDER: replace with the academy's own card description.
  summary: 'Intensive academic English for students with a conditional university offer.',
  duration: '6-12 weeks',
  maxClassSize: 12,
  extraFacts: [
    { label: 'Intakes', value: 'Multiple intakes a year', icon: CalendarRange },
    { label: 'Assessment', value: 'Continuous assessment plus a final exam', icon: ClipboardCheck },
  ],
  sections: [
    {
      title: 'Course Options',
      cards: [
        {
          title: '12-week course',
          text: `For students with IELTS ${preSessionalIelts.twelveWeek.toFixed(1)}.`,
        },
        {
          title: '6-week course',
          text: `For students with IELTS ${preSessionalIelts.sixWeek.toFixed(1)}.`,
        },
      ],
    },
    {
      title: 'What You Will Learn',
      // CONTENT-PLACEHOLDER: replace with the academy's own course content list.
      items: [
        'Academic writing and referencing',
        'Reading and note-taking from academic texts',
        'Listening to lectures and taking part in seminars',
        'Presentation and study skills',
      ],
    },
  ],
  entryRequirements: [
    'A conditional offer from a UK university',
    `IELTS ${preSessionalIelts.twelveWeek.toFixed(1)} for the 12-week course`,
    `IELTS ${preSessionalIelts.sixWeek.toFixed(1)} for the 6-week course`,
  ],
  image: courseImage(image),
  contactLabel: 'Request Information',
};
