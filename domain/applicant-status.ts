import type { ApplicationStatus } from './application-status';

/**
 * Each status in the applicant's words, for their own space and the e-mails that link to it.
 * Staff see the labels of application-status.ts; these say what the step means for the applicant.
 */
export const APPLICANT_STATUS_WORDS: Record<ApplicationStatus, { label: string; meaning: string }> = {
  submitted: { label: 'Received', meaning: 'We have your application and will start reviewing it soon.' },
  under_review: { label: 'Under review', meaning: 'Our admissions team is reviewing your application.' },
  interview: { label: 'Interview', meaning: 'We would like to meet you. We will e-mail you to arrange a time.' },
  offer: { label: 'Offer made', meaning: 'We have offered you a place. Your offer letter has been e-mailed to you.' },
  declined: { label: 'Not successful', meaning: 'We are sorry: we could not offer you a place this time.' },
  withdrawn: { label: 'Withdrawn', meaning: 'This application has been withdrawn.' },
};

export function applicantStatusWords(status: string): { label: string; meaning: string } {
  return APPLICANT_STATUS_WORDS[status as ApplicationStatus] ?? { label: status, meaning: '' };
}
