/**
 * Staff (docs/spec.md §2.12 and §3): a leadership team of four with profiles, and six teachers.
 * Every person here is fictional: replace names, roles and profiles with the real team.
 */
export interface LeadershipMember {
  /** A stable id for anchors and aria-controls. */
  id: string;
  name: string;
  position: string;
  /** An imported image URL; the page shows a placeholder icon without one. */
  photo?: string;
  bio: readonly string[];
}

export interface TeacherMember {
  id: string;
  name: string;
  subject: string;
  photo?: string;
}

export const leadershipTeam: readonly LeadershipMember[] = [
  {
    id: 'principal',
    // CONTENT-PLACEHOLDER: the Principal's real name and profile.
    name: 'Dr Eleanor Fairweather',
    position: 'Principal',
    bio: [
      'Dr Fairweather leads the academy and its staff, with a focus on high standards of teaching, the wellbeing of every student and their progression to UK universities.',
      'She believes that small classes and individual attention allow every student to flourish, whatever their background or first language.',
    ],
  },
  {
    id: 'vice-principal',
    // CONTENT-PLACEHOLDER: real name and profile.
    name: 'Mr Owen Brightwater',
    position: 'Vice Principal (Academic)',
    bio: [
      'Mr Brightwater oversees the curriculum, teaching quality and assessment across the GCSE, A-Level, Foundation and Pre-Masters programmes.',
      'He works closely with teachers to keep classes focused on what students need for their next step.',
    ],
  },
  {
    id: 'director-of-admissions',
    // CONTENT-PLACEHOLDER: real name and profile.
    name: 'Ms Amira Lakewood',
    position: 'Director of Admissions',
    bio: [
      'Ms Lakewood guides students and families through choosing a programme, applying and preparing to arrive in Cardiff.',
      'Her team answers enquiries, reviews applications and arranges interviews and offers.',
    ],
  },
  {
    id: 'head-of-pastoral-care',
    // CONTENT-PLACEHOLDER: real name and profile.
    name: 'Mrs Sian Hollybrook',
    position: 'Head of Pastoral Care',
    bio: [
      'Mrs Hollybrook leads the pastoral and welfare team, supporting students\u2019 wellbeing and safety in and out of the classroom.',
      'She coordinates the support the academy offers international students, from orientation to holiday arrangements.',
    ],
  },
];

export const teachingStaff: readonly TeacherMember[] = [
  // CONTENT-PLACEHOLDER: the six teachers' real names and subjects (add photos when available).
  { id: 'teacher-mathematics', name: 'Mr Daniel Ashgrove', subject: 'Mathematics' },
  { id: 'teacher-english', name: 'Ms Laura Penhallow', subject: 'English Language' },
  { id: 'teacher-physics', name: 'Dr Rhys Stonebridge', subject: 'Physics' },
  { id: 'teacher-chemistry', name: 'Dr Priya Willowmere', subject: 'Chemistry' },
  { id: 'teacher-biology', name: 'Mrs Hannah Clearwell', subject: 'Biology' },
  { id: 'teacher-business', name: 'Mr Samuel Ravenscroft', subject: 'Business and Economics' },
];

/**
 * The words around a staff member's name, with `{name}` where the name goes: plain JSON, so the
 * page can hand them to the leadership-team island already in its language.
 */
export interface StaffCardText {
  /** The button that opens a profile. */
  showProfile: string;
  hideProfile: string;
  /** Read after the button's text by screen readers. */
  profileButtonSuffix: string;
  /** The accessible name of an opened profile. */
  profileRegion: string;
  photoAlt: string;
}

/** A `StaffCardText` template with the person's name put in. */
export function withName(template: string, name: string): string {
  return template.replace('{name}', name);
}

/** The Meet the Staff page in one language; staff.ar.ts has the Arabic one. */
export interface MeetTheStaffContent {
  intro: string;
  leadershipTitle: string;
  leadershipIntro: string;
  teachingTitle: string;
  teachingIntro: string;
  card: StaffCardText;
  callToAction: { title: string; text: string; contact: string; apply: string };
}

export const meetTheStaff: MeetTheStaffContent = {
  // CONTENT-PLACEHOLDER: the page introduction.
  intro: 'Our experienced teachers and leaders are committed to helping every student reach a UK university.',
  leadershipTitle: 'Leadership Team',
  leadershipIntro: 'The team responsible for the academy\u2019s direction, teaching and care.',
  teachingTitle: 'Teaching Staff',
  teachingIntro: 'Subject specialists who teach our small classes.',
  card: {
    showProfile: 'Profile',
    hideProfile: 'Hide Profile',
    profileButtonSuffix: ' for {name}',
    profileRegion: 'Profile of {name}',
    photoAlt: 'Photo of {name}',
  },
  callToAction: {
    title: 'Meet us in person',
    text: 'Our team is happy to answer your questions or show you around the academy.',
    contact: 'Contact Us',
    apply: 'Apply Now',
  },
};
