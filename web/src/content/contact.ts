import { site } from '@domain/site';

/**
 * Texts of the contact page (docs/spec.md §2.7). Address, phone, e-mail and hours come from
 * domain/site.ts. The Arabic is in ./contact.ar.ts, typed alike.
 */
export interface ContactContent {
  intro: string;
  /** The heading above the address, phone, e-mail and hours. */
  detailsTitle: string;
  detailTitles: { address: string; phone: string; email: string; officeHours: string };
  officeHours: ReadonlyArray<{ days: string; hours: string }>;
  campusVisit: { title: string; text: string; button: string };
  formTitle: string;
  formIntro: string;
  /** Put into the message field by links to /contact?enquiry=campus-visit. */
  campusVisitMessage: string;
  successMessage: string;
}

export const contactContent: ContactContent = {
  intro: 'Questions about courses, fees, visas or accommodation? Our admissions team is happy to help.',
  detailsTitle: 'Get in Touch',
  detailTitles: { address: 'Address', phone: 'Phone', email: 'Email', officeHours: 'Office Hours' },
  officeHours: site.officeHours,
  // The spec does not show this panel's text; ours is modest and makes no new claims.
  campusVisit: {
    title: 'Visit Our Campus',
    text: 'See our classrooms, meet our teachers and ask your questions in person. Choose a day and a time that suit you and book your visit online.',
    button: 'Book a Campus Visit',
  },
  formTitle: 'Send us a Message',
  formIntro: 'Fill in the form and we will reply by e-mail.',
  campusVisitMessage:
    'Hello, I would like to book a campus visit. Please let me know which dates and times are available. Thank you.',
  successMessage: "Message sent successfully! We'll get back to you soon.",
};

/** The query that other pages use to ask for a prefilled campus-visit request. */
export { CAMPUS_VISIT_QUERY } from './campus-visit-query';
