import { site } from '@domain/site';
import { leadershipTeam, type LeadershipMember } from './staff';

/** The Principal's Message (docs/spec.md §2.12): a welcome quote, a letter and a profile. */
const principal: LeadershipMember = leadershipTeam.find((member) => member.id === 'principal') ?? {
  id: 'principal',
  name: 'The Principal',
  position: 'Principal',
  bio: [],
};

/** The Principal's Message page in one language; principal-message.ar.ts has the Arabic one. */
export interface PrincipalMessageContent {
  principal: LeadershipMember;
  quote: string;
  /** Under the quote: the Principal's name and position. */
  attribution: string;
  letter: { title: string; greeting: string; paragraphs: readonly string[]; signOff: string };
  profile: { title: string; photoAlt: string; staffLink: string };
}

export const principalMessage: PrincipalMessageContent = {
  principal,
  // CONTENT-PLACEHOLDER: the Principal's own welcome quote.
  quote:
    'Every student who joins us brings their own story and ambitions. Our job is to help them write the next chapter at a UK university.',
  attribution: `${principal.name}, ${principal.position}`,
  letter: {
    title: 'A Welcome from the Principal',
    greeting: 'Dear students, parents and guardians,',
    // CONTENT-PLACEHOLDER: the Principal's letter.
    paragraphs: [
      `Welcome to ${site.name}. Since ${site.foundedYear} we have welcomed students of ${site.stats.nationalities} nationalities, from the UK and abroad, and helped them take a confident step into university life.`,
      'We keep our classes small so that every student is known, encouraged and challenged. Our experienced teachers combine high academic standards with the individual attention that helps young people grow in confidence.',
      'Wellbeing matters as much as grades. Our pastoral team supports each student from the day they arrive, and our university guidance helps them find the course and university that are right for them.',
      'I hope you will visit us in Cardiff to see the academy for yourself. We look forward to meeting you.',
    ],
    signOff: 'With warm wishes,',
  },
  profile: {
    title: 'About the Principal',
    photoAlt: `Portrait of ${principal.name}`,
    staffLink: 'Meet the rest of our staff',
  },
};
