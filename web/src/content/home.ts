/** The Home page (docs/spec.md §2.4). The seven course cards are in course-cards.ts. */
import {
  BookOpen,
  CreditCard,
  FileText,
  Globe,
  GraduationCap,
  Heart,
  Landmark,
  Target,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Stat } from '@/components/content/stat-card';
import { site } from '@domain/site';

export interface HomeHero {
  badge: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  stats: readonly Stat[];
}

export const hero: HomeHero = {
  badge: `established since ${site.foundedYear}`,
  title: 'Your Pathway to a UK University',
  // CONTENT-PLACEHOLDER: replace with the academy's own hero strapline.
  text: `An independent academy in Cardiff preparing UK and international students aged ${site.stats.ageRange} for university entry, in small classes with experienced teachers.`,
  cta: { label: 'Explore Our Courses', to: '/courses' },
  stats: [
    { value: site.stats.yearsExperience, label: 'Years experience', icon: Landmark },
    { value: site.stats.successRate, label: 'Success rate', icon: TrendingUp },
    { value: site.stats.nationalities, label: 'Nationalities', icon: Globe },
  ] satisfies Stat[],
};

export interface JourneyCard {
  title: string;
  text: string;
  icon: LucideIcon;
  /** An internal path, or an https URL for an external page (opens in a new tab). */
  href: string;
  external?: boolean;
}

export interface WhyChooseCard {
  title: string;
  text: string;
  icon: LucideIcon;
  /** An internal path with its anchor on the About page. */
  href: string;
  linkLabel: string;
}

/** The whole Home page in one language; home.ar.ts has the Arabic one. */
export interface HomeContent {
  hero: HomeHero;
  startYourJourney: { title: string; intro: string; cards: readonly JourneyCard[] };
  whyChoose: { title: string; cards: readonly WhyChooseCard[] };
  courses: { title: string; intro: string; viewAll: { label: string; to: string } };
}

export const startYourJourney: HomeContent['startYourJourney'] = {
  title: 'Start Your Journey',
  // CONTENT-PLACEHOLDER: replace with the academy's own section introduction.
  intro: 'Everything you need to take the next step, in one place.',
  cards: [
    // CONTENT-PLACEHOLDER: the four destinations are the spec's; the card texts are ours.
    {
      title: 'Explore Courses',
      text: 'Find the programme that fits your age, level and goals.',
      icon: BookOpen,
      href: '/courses',
    },
    { title: 'Apply Now', text: 'Send your application online in a few minutes.', icon: FileText, href: '/apply' },
    {
      title: 'About Us',
      text: `Get to know our academy, founded in ${site.foundedYear}.`,
      icon: Users,
      href: '/about',
    },
    {
      title: 'Pay Fees Online',
      text: 'Pay your fees securely by card on our payment page.',
      icon: CreditCard,
      href: site.paymentUrl,
      external: true,
    },
  ] satisfies JourneyCard[],
};

export const whyChoose: HomeContent['whyChoose'] = {
  title: `Why Choose ${site.name}`,
  cards: [
    {
      title: 'Our Values',
      text: 'Excellence in education, individual attention, cultural diversity and student wellbeing.',
      icon: Heart,
      href: '/about#values',
      linkLabel: 'Read about our values',
    },
    {
      title: 'Our Ethos',
      text: 'Small class sizes, experienced teachers, modern facilities and a focus on university.',
      icon: Target,
      href: '/about#ethos',
      linkLabel: 'Read about our ethos',
    },
    {
      title: 'Our Students',
      text: `UK and international students from ${site.stats.nationalities} nationalities, aged ${site.stats.ageRange}, in a vibrant community.`,
      icon: GraduationCap,
      href: '/about#students',
      linkLabel: 'Meet our students',
    },
  ],
};

export const homeCourses: HomeContent['courses'] = {
  title: 'Our Courses',
  // CONTENT-PLACEHOLDER: replace with the academy's own section introduction.
  intro: 'Programmes for every stage, from GCSE to pre-masters, all leading towards a UK university.',
  viewAll: { label: 'View All Courses', to: '/courses' },
};

export const homeContent: HomeContent = { hero, startYourJourney, whyChoose, courses: homeCourses };
