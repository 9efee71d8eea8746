import {
  Award,
  Building2,
  Globe,
  GraduationCap,
  HeartHandshake,
  Sparkles,
  Target,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { site } from '@domain/site';

/** The About page (docs/spec.md §2.9). The four lists are the spec's, word for word. */
export interface AboutSection {
  /** The anchor: /about#values and so on. */
  id: 'about' | 'values' | 'ethos' | 'students';
  title: string;
  text: string;
  points: readonly AboutPoint[];
}

export interface AboutPoint {
  label: string;
  icon: LucideIcon;
}

/** The About page in one language; about.ar.ts has the Arabic one. */
export interface AboutContent {
  intro: string;
  /** About, values, ethos and students, in that order. */
  sections: readonly [AboutSection, AboutSection, AboutSection, AboutSection];
  /** The alt texts of the two illustrations. */
  images: { campus: string; community: string };
  callToAction: { title: string; explore: string; apply: string };
}

export const aboutContent: AboutContent = {
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
      points: [
        { label: 'Excellence in education', icon: Award },
        { label: 'Individual attention', icon: UserCheck },
        { label: 'Cultural diversity', icon: Globe },
        { label: 'Student wellbeing', icon: HeartHandshake },
      ],
    },
    {
      id: 'ethos',
      title: 'Our Ethos',
      // CONTENT-PLACEHOLDER: a sentence introducing the ethos.
      text: 'Our approach to teaching rests on a few simple commitments.',
      points: [
        { label: 'Small class sizes', icon: Users },
        { label: 'Experienced teachers', icon: GraduationCap },
        { label: 'Modern facilities', icon: Building2 },
        { label: 'University focus', icon: Target },
      ],
    },
    {
      id: 'students',
      title: 'Our Students',
      // CONTENT-PLACEHOLDER: a sentence introducing the student community.
      text: 'Our students come from across the UK and around the world.',
      points: [
        { label: `${site.stats.nationalities} nationalities`, icon: Globe },
        { label: 'UK and international', icon: Users },
        { label: `Age ${site.stats.ageRange}`, icon: GraduationCap },
        { label: 'Vibrant community', icon: Sparkles },
      ],
    },
  ] as const satisfies readonly AboutSection[],
  images: {
    campus: 'An illustration of the academy building with a gold-lit doorway',
    community: 'An illustration of students from many countries gathered around a globe',
  },
  callToAction: { title: 'Start your journey with us', explore: 'Explore Courses', apply: 'Apply Now' },
};
