import {
  Bike,
  Bus,
  Castle,
  Footprints,
  Landmark,
  ShoppingBag,
  Train,
  Trophy,
  Utensils,
  Waves,
  type LucideIcon,
} from 'lucide-react';

/**
 * The City guide (docs/spec.md §2.12): Cardiff highlights, shopping and dining, green spaces, getting
 * around and living costs. Living costs come from living-costs.ts (one place for the figures).
 */
export interface CityItem {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** Everything the city guide says, in one language (the-city.ar.ts has the Arabic). */
export interface TheCityContent {
  intro: string;
  highlights: readonly CityItem[];
  shoppingAndDining: readonly CityItem[];
  greenSpaces: { text: string; places: readonly string[] };
  gettingAround: readonly CityItem[];
  livingCostsIntro: string;
  skylineAlt: string;
  livingCostsNote: string;
  /** The section headings. */
  headings: {
    highlights: string;
    shoppingAndDining: string;
    greenSpaces: string;
    gettingAround: string;
    livingCosts: string;
  };
  callToAction: { title: string; accommodationLabel: string; applyLabel: string };
}

export const theCity = {
  // CONTENT-PLACEHOLDER: the page introduction.
  intro: 'Cardiff, the capital of Wales, is a friendly, compact and green city: a great place to live and study.',
  highlights: [
    {
      title: 'Cardiff Castle',
      // CONTENT-PLACEHOLDER: description.
      text: 'A castle with a long history at the very heart of the city centre.',
      icon: Castle,
    },
    {
      title: 'Principality Stadium',
      // CONTENT-PLACEHOLDER: description.
      text: 'The national stadium of Wales, home to international rugby, concerts and major events.',
      icon: Trophy,
    },
    {
      title: 'Cardiff Bay',
      // CONTENT-PLACEHOLDER: description.
      text: 'A waterfront of restaurants, cafés and walks, and home to the Senedd, the Welsh Parliament.',
      icon: Waves,
    },
    {
      title: 'National Museum Cardiff',
      // CONTENT-PLACEHOLDER: description (keep the free entry).
      text: 'Art, natural history and archaeology under one roof, with free entry.',
      icon: Landmark,
    },
  ],
  shoppingAndDining: [
    {
      title: 'Shopping',
      // CONTENT-PLACEHOLDER: description.
      text: 'Modern shopping centres sit beside the city\u2019s Victorian and Edwardian arcades, full of independent shops.',
      icon: ShoppingBag,
    },
    {
      title: 'Dining',
      // CONTENT-PLACEHOLDER: description.
      text: 'Food from around the world, from student-friendly cafés to waterfront restaurants in the Bay.',
      icon: Utensils,
    },
  ],
  greenSpaces: {
    // CONTENT-PLACEHOLDER: description.
    text: 'Parks and green spaces are never far away in Cardiff: somewhere to walk, run, cycle or simply relax between classes.',
    places: [
      'Bute Park, beside the castle',
      'Roath Park and its lake',
      'The Taff Trail along the river',
      'Cardiff Bay Barrage',
    ],
  },
  gettingAround: [
    {
      title: 'On foot',
      // CONTENT-PLACEHOLDER: description.
      text: 'The city centre is compact, and many places are within walking distance.',
      icon: Footprints,
    },
    {
      title: 'By bus',
      // CONTENT-PLACEHOLDER: description.
      text: 'Buses connect the city centre with the suburbs and Cardiff Bay.',
      icon: Bus,
    },
    {
      title: 'By train',
      // CONTENT-PLACEHOLDER: description.
      text: 'Cardiff Central station links the city with the rest of Wales and the UK, including London.',
      icon: Train,
    },
    {
      title: 'By bike',
      // CONTENT-PLACEHOLDER: description.
      text: 'Cycle routes such as the Taff Trail make cycling an easy way to get about.',
      icon: Bike,
    },
  ],
  skylineAlt: 'An illustration of Cardiff: castle towers, the stadium roof and the waters of the bay',
  // CONTENT-PLACEHOLDER: the sentence above the living-costs table.
  livingCostsIntro: 'A guide to budgeting for student life in Cardiff.',
  // CONTENT-PLACEHOLDER: the note beside the living-costs table.
  livingCostsNote:
    'Costs depend on your accommodation and lifestyle. Our accommodation page describes the housing options and their prices.',
  headings: {
    highlights: 'City Highlights',
    shoppingAndDining: 'Shopping and Dining',
    greenSpaces: 'Green Spaces',
    gettingAround: 'Getting Around',
    livingCosts: 'Living Costs',
  },
  callToAction: { title: 'Come and study in Cardiff', accommodationLabel: 'Accommodation', applyLabel: 'Apply Now' },
} as const satisfies TheCityContent;
