import { site } from '@domain/site';

/** Alumni (docs/spec.md §2.12): three graduate testimonials, ten universities, the alumni network. */
export interface Testimonial {
  name: string;
  /** Who they are, e.g. the programme they completed. */
  title: string;
  quote: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    // CONTENT-PLACEHOLDER: a real graduate's testimonial (name, title, quote, with permission).
    name: 'Lina M.',
    title: 'A-Level graduate',
    quote:
      'The small classes meant my teachers really knew me. They pushed me to aim higher and helped me with every step of my university application.',
  },
  {
    // CONTENT-PLACEHOLDER: a real graduate's testimonial.
    name: 'Tomás R.',
    title: 'International Foundation Year graduate',
    quote:
      'I arrived in Cardiff nervous about studying in English. A year later I was ready for my degree, with friends from all over the world.',
  },
  {
    // CONTENT-PLACEHOLDER: a real graduate's testimonial.
    name: 'Wei Z.',
    title: 'Pre-Masters graduate',
    quote:
      'The Pre-Masters programme prepared me for the academic writing and independent study that my master\u2019s course demands.',
  },
];

// CONTENT-PLACEHOLDER: the ten universities the academy's alumni actually attend.
export const alumniUniversities: readonly string[] = [
  'Cardiff University',
  'Swansea University',
  'University of Bristol',
  'University of Bath',
  'University of Exeter',
  'University of Birmingham',
  'University of Manchester',
  'University of Leeds',
  'University of Southampton',
  'University of Nottingham',
];

/** The Alumni page's own words in one language; alumni.ar.ts has the Arabic ones. */
export interface AlumniContent {
  intro: string;
  testimonialsTitle: string;
  universitiesTitle: string;
  universitiesIntro: string;
  network: { title: string; text: string; cta: string };
}

export const alumniContent: AlumniContent = {
  // CONTENT-PLACEHOLDER: the page introduction.
  intro: `Since ${site.foundedYear}, our graduates have gone on to study at universities across the UK. Here are a few of their stories.`,
  testimonialsTitle: 'In Their Own Words',
  universitiesTitle: 'Where Our Alumni Study',
  universitiesIntro: 'Our alumni have continued their studies at universities including:',
  network: {
    title: 'Our Alumni Network',
    // CONTENT-PLACEHOLDER: how the alumni network works and how to join.
    text: 'Our alumni network keeps former students in touch with each other and with the academy. Graduates are always welcome to share news, visit, and talk to current students about university life.',
    cta: 'Get in touch',
  },
};
