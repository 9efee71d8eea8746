/**
 * Texts of the apply page (docs/spec.md §2.8). The four step names are the spec's; their one-line
 * descriptions are ours (the spec does not show them) and make no new claims. The Arabic is in
 * ./apply.ar.ts, typed alike.
 */
export interface ApplyStep {
  title: string;
  text: string;
}

export const applySteps: readonly ApplyStep[] = [
  { title: 'Apply', text: 'Complete the application form below with your details and chosen programme.' },
  { title: 'Review', text: 'Our admissions team reviews your application and contacts you if anything is missing.' },
  { title: 'Interview', text: 'We invite you to an informal interview to talk about your goals and the right course.' },
  { title: 'Offer', text: 'If your application is successful, you receive an offer with the next steps to enrol.' },
];

export interface ApplyContent {
  intro: string;
  stepsTitle: string;
  /** Read by screen readers before each step's name: "Step 1: ". */
  stepLabel: (step: number) => string;
  formTitle: string;
  formIntro: string;
  successMessage: string;
}

export const applyContent: ApplyContent = {
  intro: 'Start your journey to a UK university: four steps from your application to an offer.',
  stepsTitle: 'How to Apply',
  stepLabel: (step) => `Step ${step}: `,
  formTitle: 'Application Form',
  formIntro: 'Tell us about yourself and the programme you would like to join.',
  successMessage: "Application submitted successfully! We'll review it and get back to you soon.",
};
