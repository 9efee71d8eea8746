import { site } from '@/config/site';

/** The About page (spec 2.9). The four lists are the spec's, word for word. */
export interface AboutSection {
  /** The anchor: /about#values and so on. */
  id: 'about' | 'values' | 'ethos' | 'students';
  title: string;
  text: string;
  points: readonly string[];
}

export const aboutContent = {
  title: 'About Our Academy',
  // CONTENT-PLACEHOLDER: the academy's own introduction (keep the 1999 founding).
  intro: `Founded in ${site.foundedYear}, ${site.name} has spent ${site.stats.yearsExperience} years preparing UK and international students for study at UK universities.`,
  sections: [
    {
      id: 'about',
      title: 'Who We Are',
      // CONTENT-PLACEHOLDER: a paragraph on the academy's history since 1999.
      text: `Since opening its doors in Cardiff in ${site.foundedYear}, the academy has taught GCSE, A-Level, foundation, pre-masters and English language programmes to students aged ${site.stats.ageRange}, with one aim: a confident step into a UK university.`,
      points: [],
    },
    {
      id: 'values',
      title: 'Our Values',
      // CONTENT-PLACEHOLDER: a sentence introducing the values.
      text: 'Everything we do is guided by four values.',
      points: ['Excellence in education', 'Individual attention', 'Cultural diversity', 'Student wellbeing'],
    },
    {
      id: 'ethos',
      title: 'Our Ethos',
      // CONTENT-PLACEHOLDER: a sentence introducing the ethos.
      text: 'Our approach to teaching rests on a few simple commitments.',
      points: ['Small class sizes', 'Experienced teachers', 'Modern facilities', 'University focus'],
    },
    {
      id: 'students',
      title: 'Our Students',
      // CONTENT-PLACEHOLDER: a sentence introducing the student community.
      text: 'Our students come from across the UK and around the world.',
      points: [`${site.stats.nationalities} nationalities`, 'UK and international', `Age ${site.stats.ageRange}`, 'Vibrant community'],
    },
  ] as const satisfies readonly AboutSection[],
  images: {
    campus: 'An illustration of the academy building with a gold-lit doorway',
    community: 'An illustration of students from many countries gathered around a globe',
  },
} as const;
