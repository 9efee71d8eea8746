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
