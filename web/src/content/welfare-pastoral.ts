/** Welfare and Pastoral Care (docs/spec.md §2.12). The support list is the spec's, word for word. */

/** Everything the welfare and pastoral care page says, in one language (welfare-pastoral.ar.ts has the Arabic). */
export interface WelfarePastoralContent {
  intro: string;
  pastoralTitle: string;
  pastoral: string;
  internationalSupport: { title: string; intro: string; items: readonly string[] };
  emergency: { title: string; text: string };
  callToAction: { title: string; text: string; parentResourcesLabel: string; contactLabel: string };
}

export const welfarePastoral = {
  // CONTENT-PLACEHOLDER: the academy's own introduction (other sections of this page are not in the spec).
  intro:
    'Our students\u2019 safety and wellbeing come first. Our pastoral team helps every student feel at home, supported and ready to learn.',
  // CONTENT-PLACEHOLDER: a paragraph on pastoral care for all students.
  pastoral:
    'Staff get to know each student, keep an eye on their progress and wellbeing, and work with parents and guardians whenever help is needed.',
  internationalSupport: {
    title: 'Support for International Students',
    // CONTENT-PLACEHOLDER: a sentence introducing the list.
    intro: 'Coming to study in the UK is a big step. We help international students with:',
    items: [
      'Orientation programme',
      'Airport pick-up (if booked in advance)',
      'Help opening bank accounts and registering with a GP',
      'Cultural adjustment support',
      'Visa and immigration advice',
      'Holiday support for students staying in the UK',
    ],
  },
  emergency: {
    title: '24/7 Emergency Line',
    text: 'An emergency line is available 24 hours a day, 7 days a week. Students can find the number in the student portal.',
  },
  pastoralTitle: 'Pastoral Care',
  callToAction: {
    title: 'Questions about welfare?',
    text: 'Our policies on safeguarding, welfare and behaviour are listed on the parent resources page.',
    parentResourcesLabel: 'Parent Resources',
    contactLabel: 'Contact Us',
  },
} as const satisfies WelfarePastoralContent;
