import { CalendarDays, Clock, Bus } from 'lucide-react';
import image from '@/assets/images/course-summer-school.svg';
import { courseImage, type ContentCard, type CourseContent } from './course-types';

export const summerSchoolEnglishHoursPerWeek = 15;
export const summerSchoolExcursionsPerWeek = 2;

export const summerSchool: CourseContent = {
  path: '/courses/summer-school',
  title: 'Summer School',
  crumb: 'Summer School',
  badge: 'Ages 12-17',
  intro:
    'Summer Programme 2025: English classes, academic studies, cultural activities and excursions in Cardiff, from July to August 2025.',
  // CONTENT-PLACEHOLDER: replace with the academy's own card description.
  summary: 'A summer of English, study and excursions for young learners.',
  duration: '2-6 weeks',
  maxClassSize: 12,
  ages: '12-17',
  extraFacts: [
    { label: 'Dates', value: 'July to August 2025', icon: CalendarDays },
    { label: 'English lessons', value: `${summerSchoolEnglishHoursPerWeek} hours per week`, icon: Clock },
    { label: 'Excursions', value: `${summerSchoolExcursionsPerWeek} per week`, icon: Bus },
  ],
  sections: [
    {
      title: 'Highlights',
      cards: [
        // CONTENT-PLACEHOLDER: the spec lists highlights without their text; replace with the academy's own.
        {
          title: 'Improve your English',
          text: `${summerSchoolEnglishHoursPerWeek} hours of English lessons every week in small classes.`,
        },
        {
          title: 'Academic studies',
          text: 'A taste of studying in the UK, with sessions that build study skills and confidence.',
        },
        {
          title: 'Cultural activities',
          text: 'Afternoon activities to explore Welsh and British culture with new friends.',
        },
        {
          title: 'Explore the region',
          text: `${summerSchoolExcursionsPerWeek} excursions every week, on Wednesday and Friday afternoons.`,
        },
      ],
    },
  ],
  entryRequirements: [
    'Age 12-17',
    // CONTENT-PLACEHOLDER: the spec gives only the age range; confirm any further entry requirements.
    'Students of all English levels are welcome',
  ],
  image: courseImage(image),
};

export interface SummerSession {
  name: string;
  dates: string;
}

/** The 2-week sessions; students join for 2, 4 or 6 weeks (one, two or three sessions). */
export const summerSessions: readonly SummerSession[] = [
  { name: 'Session 1', dates: '7-20 July' },
  { name: 'Session 2', dates: '21 July-3 August' },
  { name: 'Session 3', dates: '4-17 August' },
];

export const summerJoinOptions: readonly string[] = ['2 weeks', '4 weeks', '6 weeks'];

export interface ScheduleEntry {
  time: string;
  activity: string;
  description: string;
}

export const summerDailySchedule: readonly ScheduleEntry[] = [
  // CONTENT-PLACEHOLDER: times and activities are the spec's; the descriptions are ours.
  {
    time: '09:00-10:30',
    activity: 'English classes',
    description: 'Grammar, vocabulary, speaking and listening in small groups.',
  },
  { time: '10:30-10:45', activity: 'Break', description: 'A short break between morning lessons.' },
  {
    time: '10:45-12:15',
    activity: 'Academic studies',
    description: 'Project work and study skills for school and university.',
  },
  { time: '12:15-13:15', activity: 'Lunch', description: 'Lunch and free time with friends.' },
  {
    time: '13:15-15:00',
    activity: 'Cultural activities',
    description: 'Workshops, sport and activities exploring life in Wales and the UK.',
  },
  {
    time: '15:00-17:00',
    activity: 'Excursions (Wednesday and Friday)',
    description: 'Supervised visits to places of interest in and around Cardiff.',
  },
];

// CONTENT-PLACEHOLDER: the spec says six excursions without naming them; replace with the academy's programme.
export const summerExcursions: readonly ContentCard[] = [
  { title: 'Cardiff Castle', text: 'Centuries of history in the heart of the city.' },
  { title: 'Cardiff Bay', text: 'The waterfront, the Senedd building and a walk along the barrage.' },
  { title: 'National Museum Cardiff', text: 'Art, natural history and archaeology, with free entry.' },
  { title: 'St Fagans National Museum of History', text: 'An open-air museum of Welsh life through the centuries.' },
  { title: 'Bath', text: 'The Roman Baths and Georgian streets of this historic city.' },
  { title: 'Bannau Brycheiniog (Brecon Beacons)', text: 'Mountains, waterfalls and fresh air in the national park.' },
];

export const summerIncluded: readonly string[] = [
  `${summerSchoolEnglishHoursPerWeek} hours of English lessons per week`,
  'Academic studies sessions',
  'Afternoon cultural activities',
  `${summerSchoolExcursionsPerWeek} excursions per week`,
  // CONTENT-PLACEHOLDER: the items below are ours; confirm what the fee includes.
  'Course materials',
  'A certificate of completion',
];

export const summerFeesNote = 'Fees and accommodation are available by contacting our admissions team.';

/** The words of the Summer School page's own sections (after the shared course layout's). */
export interface SummerSchoolPageText {
  sessionsTitle: string;
  sessionsIntro: string;
  scheduleTitle: string;
  /** The schedule table's caption (read by screen readers) and column headings. */
  scheduleCaption: string;
  timeHeading: string;
  activityHeading: string;
  excursionsTitle: string;
  includedTitle: string;
  feesTitle: string;
  feesNote: string;
  /** The subject of the e-mail the fees button starts, and the button's label. */
  feesEmailSubject: string;
  feesEmailLabel: string;
}

/** ["2 weeks", "4 weeks", "6 weeks"] -> "2 weeks, 4 weeks or 6 weeks" */
function joinList(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

export const summerSchoolPage: SummerSchoolPageText = {
  sessionsTitle: 'Dates and Sessions',
  sessionsIntro: `Join for ${joinList(summerJoinOptions)}: each session lasts two weeks.`,
  scheduleTitle: 'Daily Schedule',
  scheduleCaption: 'A typical day at the Summer School',
  timeHeading: 'Time',
  activityHeading: 'Activity',
  excursionsTitle: 'Excursions',
  includedTitle: 'What Is Included',
  feesTitle: 'Fees and Accommodation',
  feesNote: summerFeesNote,
  feesEmailSubject: 'Summer School fees and accommodation',
  feesEmailLabel: 'Email admissions',
};
