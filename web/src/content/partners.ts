/**
 * Partners (docs/spec.md §2.12): four partners with external links, and a note for agencies.
 * The partners are fictional, so their sites use the reserved .example domain.
 */
export interface Partner {
  name: string;
  type: string;
  description: string;
  /** Opens in a new tab. */
  website: string;
}

export const partners: readonly Partner[] = [
  {
    // CONTENT-PLACEHOLDER: a real partner's name, description and website.
    name: 'Dragon Education Agency',
    type: 'Education agency',
    description: 'Helps families abroad choose a UK programme and prepare their application.',
    website: 'https://dragon-education.example',
  },
  {
    // CONTENT-PLACEHOLDER: a real partner.
    name: 'Bayside Homestay Network',
    type: 'Accommodation partner',
    description: 'Arranges homestay places with local families for students who want to live with a host family.',
    website: 'https://bayside-homestay.example',
  },
  {
    // CONTENT-PLACEHOLDER: a real partner.
    name: 'Global Pathways Advisers',
    type: 'Student recruitment partner',
    description: 'Advises international students on pathways from school to UK university study.',
    website: 'https://global-pathways.example',
  },
  {
    // CONTENT-PLACEHOLDER: a real partner.
    name: 'Taff Valley Travel',
    type: 'Travel partner',
    description: 'Organises airport transfers and travel for students arriving in Cardiff.',
    website: 'https://taff-valley-travel.example',
  },
];

/** The Partners page's own words in one language; partners.ar.ts has the Arabic ones. */
export interface PartnersContent {
  intro: string;
  partnersTitle: string;
  visitWebsite: string;
  opportunities: { title: string; text: string; cta: string };
}

export const partnersContent: PartnersContent = {
  // CONTENT-PLACEHOLDER: the page introduction.
  intro:
    'We work with trusted organisations that help students and families at every step, from choosing a programme to settling in Cardiff.',
  partnersTitle: 'Who We Work With',
  visitWebsite: 'Visit website',
  opportunities: {
    title: 'Partnership Opportunities',
    // CONTENT-PLACEHOLDER: the academy's terms for new partners.
    text: 'We welcome enquiries from education agencies and organisations that share our commitment to students. To discuss working with us, please contact our team.',
    cta: 'Contact us about partnerships',
  },
};
