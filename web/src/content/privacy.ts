import { DRAFT_REMINDER_AFTER_DAYS } from '@domain/draft-reminder';
import { site } from '@domain/site';

/**
 * The privacy notice, terms and cookie policy (UK GDPR articles 13 and 14). The retention
 * periods are not here: the page renders them from the configuration the retention job reads.
 */

// CONTENT-PLACEHOLDER: the academy must confirm its legal name, ICO registration number and
// data protection contact before going live.
export const controller = {
  name: site.name,
  icoRegistration: 'Z0000000 (to be confirmed)',
  contactEmail: 'privacy@academy.example',
};

export const collected = [
  {
    form: 'The application form (Apply Now)',
    what:
      'Your name, date of birth, nationality, e-mail address, phone number, postal address, the programme and start date you choose, your previous school, qualifications, English level and your statement.',
    why: 'To consider your application, arrange an interview and make or decline an offer.',
    basis:
      'Steps taken at your request before entering into a contract with you (UK GDPR article 6(1)(b)). Where the applicant is under 18 we may contact a parent or guardian.',
  },
  {
    form: 'Documents you send with an application',
    what:
      'The files you upload for the document checklist (passport or national ID, school report, English certificate, photo), their original names and sizes, and whether our staff accepted them or asked for another. Photos are stored without their hidden details (such as where they were taken).',
    why: 'To check your identity, your studies and your English, which every decision on an application needs. Every file is checked for viruses before our staff open it; a file that fails the check is deleted at once.',
    basis: 'Steps taken at your request before entering into a contract with you (UK GDPR article 6(1)(b)). The documents are kept and erased with the application they belong to.',
  },
  {
    form: 'A saved application (Save and finish later)',
    what:
      'The answers you have typed into the application form so far, the section you were in, the e-mail address you gave us to come back with, and when you last changed them.',
    why: `To let you finish your application later: we e-mail you a sign-in link to come back to it and, if you leave it untouched for ${DRAFT_REMINDER_AFTER_DAYS} days, one reminder. When you send the application, the saved copy is deleted; if you never send it, it is erased after the period below.`,
    basis: 'Steps taken at your request before entering into a contract with you (UK GDPR article 6(1)(b)).',
  },
  {
    form: 'The contact form',
    what: 'Your name, e-mail address, optional phone number, the programme you are interested in and your message.',
    why: 'To answer your enquiry.',
    basis: "Our legitimate interest in answering the questions people send us (UK GDPR article 6(1)(f)).",
  },
] as const;

export const recipients = [
  "The academy's admissions team, who read and answer what you send.",
  // CONTENT-PLACEHOLDER: name the e-mail provider and hosting provider the academy uses.
  'Our e-mail provider, which delivers the acknowledgement and any letters we send you.',
  'Our hosting provider, which stores the data in the United Kingdom on our behalf.',
] as const;

export const rights = [
  'to be told what we hold about you and to receive a copy (a subject access request);',
  'to have anything inaccurate corrected;',
  'to have your data erased;',
  'to object to, or ask us to restrict, how we use it;',
  'to complain to the Information Commissioner’s Office (ico.org.uk, 0303 123 1113).',
] as const;

export const howToAsk = `E-mail ${controller.contactEmail} from the address you used, or write to us at the address below. We answer within one month. A copy includes the documents you sent, in one zip file. A request to erase your data removes your application (and any saved one you have not sent) with the documents you sent, or your message, our notes on it and the record of e-mails we sent you; a one-line record that we did so is kept, without your address.`;

// CONTENT-PLACEHOLDER: the academy must confirm these terms with its advisers.
export const terms = [
  {
    heading: 'Using this website',
    body: `This website is run by ${site.name}. You may use it to learn about our courses and to contact us or apply. Please do not misuse it, try to break it or send anything unlawful through its forms.`,
  },
  {
    heading: 'Information on this website',
    body: 'We keep course details, fees and dates as accurate as we can, but they may change. The offer letter you receive is what counts for your place.',
  },
  {
    heading: 'Links to other websites',
    body: 'We link to other websites, such as universities and the UK government. We are not responsible for their content.',
  },
  {
    heading: 'Your personal data',
    body: 'How we use what you send us is explained in our privacy notice.',
  },
  {
    heading: 'Law',
    body: 'These terms are governed by the law of England and Wales.',
  },
] as const;

/** Exactly the cookies the site sets (server/auth/session-cookie.ts), and the widget's. */
export const cookies = [
  {
    name: 'session (on https: __Host-session)',
    purpose: 'Keeps a staff member signed in to the admissions dashboard. Set only when staff sign in; visitors never get it.',
    duration: '30 days, renewed while in use; removed on sign-out.',
    kind: 'Strictly necessary',
  },
  {
    name: 'applicant_session (on https: __Host-applicant_session)',
    purpose:
      'Keeps an applicant signed in to their application space after they open the link we e-mailed them, so they can see their applications, send documents and have a saved application kept up to date. Set only when that link is used.',
    duration: 'A week from the last visit, at most 30 days; removed on sign-out.',
    kind: 'Strictly necessary',
  },
  {
    name: 'googtrans',
    purpose:
      'Set by the Google translation widget, and only after a visitor chooses Arabic, to remember the chosen language.',
    duration: 'Until the browser is closed.',
    kind: 'Functional, set only at your request',
  },
] as const;
