/**
 * Texts of the campus-visit booking page and of a visit's manage page (/visit, /visit/manage).
 * The form's words are the visit-page catalogue's (web/src/features/visits/visit-page.messages.ts);
 * the address and phone come from domain/site.ts. The Arabic is in ./visit.ar.ts, typed alike.
 */
export interface VisitContent {
  intro: string;
  formTitle: string;
  expectTitle: string;
  expect: readonly string[];
  whereTitle: string;
  questions: string;
}

export interface VisitManageContent {
  intro: string;
  formTitle: string;
  whereTitle: string;
  questions: string;
}

export const visitContent: VisitContent = {
  intro:
    'Choose a day and a time to see our classrooms, meet our teachers and ask your questions in person. Every time is shown in UK time, and in your own time zone too where it differs.',
  formTitle: 'Book Your Visit',
  expectTitle: 'What to Expect',
  expect: [
    'A tour of the campus with a member of the admissions team.',
    'Time to meet teachers and ask about courses, fees and accommodation.',
    'A confirmation e-mail with a calendar invitation and a link to change or cancel your visit.',
  ],
  whereTitle: 'Where We Are',
  questions: 'Questions about your visit? Call us on',
};

export const visitManageContent: VisitManageContent = {
  intro: 'Here you can see your campus visit, change the time or cancel it.',
  formTitle: 'Your Booking',
  whereTitle: 'Where We Are',
  questions: 'Questions about your visit? Call us on',
};
