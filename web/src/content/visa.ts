/** Student visa information (docs/spec.md §9). */
import { formatPounds } from '@domain/money';

/** Maintenance funds a Student visa applicant must show. */
export const maintenanceFunds = {
  monthlyGbp: 1_023,
  maxMonths: 9,
  /** Shown after the monthly figure. */
  plus: "plus one year's course fees",
} as const;

/** When the academy issues the Confirmation of Acceptance for Studies (CAS). */
export const casTiming = {
  minWorkingDays: 5,
  maxWorkingDays: 10,
  after: 'after your acceptance and deposit',
} as const;

// CONTENT-PLACEHOLDER: replace with the academy's own introduction.
export const visaIntro =
  'Most international students need a UK Student visa to study with us. Our admissions team will guide you through each step.';

export interface VisaStep {
  title: string;
  text: string;
}

export const visaSteps: readonly VisaStep[] = [
  // CONTENT-PLACEHOLDER: the spec names a five-step process without its text; replace the five steps with the academy's own wording.
  {
    title: 'Apply and receive an offer',
    text: 'Submit your application. We review it, invite you to an interview and send you an offer.',
  },
  {
    title: 'Accept your offer and pay the deposit',
    text: 'Confirm that you accept your place and pay the deposit to secure it.',
  },
  {
    title: 'Receive your CAS',
    text: `We issue your Confirmation of Acceptance for Studies (CAS) ${casTiming.minWorkingDays}-${casTiming.maxWorkingDays} working days ${casTiming.after}.`,
  },
  {
    title: 'Apply for your Student visa',
    text: 'Apply online using your CAS number, with evidence of your maintenance funds and your other documents.',
  },
  {
    title: 'Receive your decision and travel',
    text: 'Once your visa is granted, plan your journey to Cardiff and tell us when you will arrive.',
  },
];

// CONTENT-PLACEHOLDER: replace with the academy's own list of documents to prepare.
export const visaDocuments: readonly string[] = [
  'A valid passport',
  'Your CAS number from the academy',
  'Evidence of your maintenance funds',
  'Proof of your English language level, where required',
];

// CONTENT-PLACEHOLDER: replace with the academy's own wording of the disclaimer.
export const visaDisclaimer =
  'Visa rules are set by UK Visas and Immigration and can change. Always check the current requirements on the official GOV.UK website before you apply.';

export const govUkStudentVisaUrl = 'https://www.gov.uk/student-visa';

// CONTENT-PLACEHOLDER: replace with the academy's own closing text.
export const visaCallToAction = {
  title: 'Need Help With Your Visa?',
  text: 'Our admissions team will guide you from your offer to your CAS and your visa application.',
};

/** Everything the visa page says, in one language (visa.ar.ts has the Arabic). */
export interface VisaContent {
  intro: string;
  keyFactsTitle: string;
  keyFacts: { funds: { label: string; value: string }; cas: { label: string; value: string } };
  processTitle: string;
  /** Read by screen readers before each step's title: "Step 1: ". */
  stepPrefix: (step: number) => string;
  steps: readonly VisaStep[];
  documentsTitle: string;
  documents: readonly string[];
  disclaimer: string;
  govUkLinkLabel: string;
  callToAction: { title: string; text: string; contactLabel: string; applyLabel: string };
}

export const visaContent: VisaContent = {
  intro: visaIntro,
  keyFactsTitle: 'Key Facts',
  keyFacts: {
    funds: {
      label: 'Maintenance funds',
      value: `${formatPounds(maintenanceFunds.monthlyGbp)} per month for up to ${maintenanceFunds.maxMonths} months, ${maintenanceFunds.plus}`,
    },
    cas: {
      label: 'Confirmation of Acceptance for Studies (CAS)',
      value: `Issued ${casTiming.minWorkingDays}-${casTiming.maxWorkingDays} working days ${casTiming.after}`,
    },
  },
  processTitle: 'The Five-Step Process',
  stepPrefix: (step) => `Step ${step}: `,
  steps: visaSteps,
  documentsTitle: 'Documents to Prepare',
  documents: visaDocuments,
  disclaimer: visaDisclaimer,
  govUkLinkLabel: 'Student visa guidance on GOV.UK',
  callToAction: { ...visaCallToAction, contactLabel: 'Contact Us', applyLabel: 'Apply Now' },
};
