import { Dumbbell, HeartHandshake, Palette, type LucideIcon } from 'lucide-react';

/**
 * Leisure and Wellbeing. The spec does not show this page's content, so all of it is ours:
 * modest, general, and free of new claims. Replace it with the academy's own text.
 */
export interface LeisureArea {
  id: string;
  title: string;
  text: string;
  items: readonly string[];
  icon: LucideIcon;
}

/** Everything the leisure and wellbeing page says, in one language (leisure-wellbeing.ar.ts has the Arabic). */
export interface LeisureWellbeingContent {
  intro: string;
  areas: readonly LeisureArea[];
  sectionTitle: string;
  callToAction: { title: string; text: string; welfareLabel: string; cityLabel: string };
}

export const leisureWellbeing = {
  // CONTENT-PLACEHOLDER: the page introduction.
  intro:
    'A balanced life helps students do their best work. Alongside their studies, we encourage every student to stay active, make friends and look after their wellbeing.',
  areas: [
    {
      id: 'sport',
      title: 'Sport and Fitness',
      // CONTENT-PLACEHOLDER: the academy's actual sport offer.
      text: 'Staying active is good for body and mind. We help students find sport and exercise they enjoy, in the academy and around Cardiff.',
      items: [
        'Team games and individual sports',
        'Help finding local clubs and gyms',
        'Walking and cycling in Cardiff\u2019s parks',
      ],
      icon: Dumbbell,
    },
    {
      id: 'clubs',
      title: 'Clubs and Activities',
      // CONTENT-PLACEHOLDER: the academy's actual clubs.
      text: 'Clubs and activities are a good way to meet students from other courses and countries, and to try something new.',
      items: [
        'Student-led clubs and societies',
        'Cultural celebrations from our many nationalities',
        'Trips to places of interest in Cardiff',
      ],
      icon: Palette,
    },
    {
      id: 'wellbeing',
      title: 'Wellbeing Support',
      // CONTENT-PLACEHOLDER: the academy's actual wellbeing services.
      text: 'Moving to a new school or country can be a big change. Our staff are here to listen and to help students settle in and stay well.',
      items: [
        'Someone to talk to about any worry',
        'Help settling into life in the UK',
        'Guidance on healthy routines during exam periods',
      ],
      icon: HeartHandshake,
    },
  ],
  sectionTitle: 'Life Beyond the Classroom',
  callToAction: {
    title: 'Care and support',
    text: 'Read about the welfare and pastoral care we offer, or discover what Cardiff has to offer.',
    welfareLabel: 'Welfare & Pastoral Care',
    cityLabel: 'The City',
  },
} as const satisfies LeisureWellbeingContent;
