/** Student accommodation options and average costs (docs/spec.md §9). */
import { BedDouble, Building2, House } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export interface AccommodationOption {
  name: string;
  icon: LucideIcon;
  minGbp: number;
  maxGbp: number;
  period: 'week' | 'month';
  description: string;
}

// CONTENT-PLACEHOLDER: replace with the academy's own introduction.
export const accommodationIntro =
  'Students can live with a host family, in a student residence or in a private rental. These are average costs in Cardiff to help you plan.';

export const accommodationOptions: readonly AccommodationOption[] = [
  {
    name: 'Homestay',
    icon: House,
    minGbp: 150,
    maxGbp: 200,
    period: 'week',
    // CONTENT-PLACEHOLDER: replace with the academy's own description of homestay.
    description: 'Live with a local host family and practise your English every day in a home setting.',
  },
  {
    name: 'Student residence',
    icon: Building2,
    minGbp: 150,
    maxGbp: 200,
    period: 'week',
    // CONTENT-PLACEHOLDER: replace with the academy's own description of student residences.
    description: 'A room in a student residence, living alongside other students in the city.',
  },
  {
    name: 'Private rental',
    icon: BedDouble,
    minGbp: 1_500,
    maxGbp: 2_000,
    period: 'month',
    // CONTENT-PLACEHOLDER: replace with the academy's own description of private rentals.
    description: 'Rent a flat independently, usually for older students or families moving with a student.',
  },
];

export const livingCostsIntro = 'Average monthly costs for a student in Cardiff, including accommodation.';

// CONTENT-PLACEHOLDER: replace with the academy's own advice on arranging accommodation.
export const accommodationAdvice = {
  title: 'Need Help Finding Somewhere to Live?',
  text: 'Contact our admissions team before you arrive and we will talk you through the options that suit your age, course and budget.',
};

// CONTENT-PLACEHOLDER: replace with the academy's own closing text.
export const accommodationCallToAction = {
  title: 'Plan Your Studies in Cardiff',
  text: 'See the tuition fees for each programme, or start your application today.',
};

/** Everything the accommodation page says, in one language (accommodation.ar.ts has the Arabic). */
export interface AccommodationContent {
  intro: string;
  optionsTitle: string;
  options: readonly AccommodationOption[];
  /** After an option's price range: "£150-£200 per week (average)". */
  perPeriod: Readonly<Record<AccommodationOption['period'], string>>;
  livingCostsTitle: string;
  livingCostsIntro: string;
  advice: { title: string; text: string; contactLabel: string };
  callToAction: { title: string; text: string; feesLabel: string; applyLabel: string };
}

export const accommodationContent: AccommodationContent = {
  intro: accommodationIntro,
  optionsTitle: 'Accommodation Options',
  options: accommodationOptions,
  perPeriod: { week: 'per week (average)', month: 'per month (average)' },
  livingCostsTitle: 'Monthly Living Costs',
  livingCostsIntro,
  advice: { ...accommodationAdvice, contactLabel: 'Contact admissions' },
  callToAction: { ...accommodationCallToAction, feesLabel: 'View Course Fees', applyLabel: 'Apply Now' },
};
