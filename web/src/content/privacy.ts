import { DRAFT_REMINDER_AFTER_DAYS } from '@domain/draft-reminder';
import { FINAL_APPLICATION_STATUSES, RETENTION_LABELS, type RetentionKind } from '@domain/retention-periods';
import { site } from '@domain/site';

/**
 * The privacy notice, terms and cookie policy (UK GDPR articles 13 and 14), in English; the
 * Arabic is in ./privacy.ar.ts, typed alike. The retention periods are not here: the page renders
 * them from the configuration the retention job reads.
 */

// CONTENT-PLACEHOLDER: the academy must confirm its legal name, ICO registration number and
// data protection contact before going live.
/** The ICO registration number, which both languages print. */
export const icoNumber = 'Z0000000';

export const controller = {
  name: site.name,
  icoRegistration: `${icoNumber} (to be confirmed)`,
  contactEmail: 'privacy@academy.example',
};

export interface CollectedData {
  form: string;
  what: string;
  why: string;
  basis: string;
}

export const collected: readonly CollectedData[] = [
  {
    form: 'The application form (Apply Now)',
    what: 'Your name, date of birth, nationality, e-mail address, phone number, postal address, the programme and start date you choose, your previous school, qualifications, English level and your statement.',
    why: 'To consider your application, arrange an interview and make or decline an offer.',
    basis:
      'Steps taken at your request before entering into a contract with you (UK GDPR article 6(1)(b)). Where the applicant is under 18 we may contact a parent or guardian.',
  },
  {
    form: 'Documents you send with an application',
    what: 'The files you upload for the document checklist (passport or national ID, school report, English certificate, photo), their original names and sizes, and whether our staff accepted them or asked for another. Photos are stored without their hidden details (such as where they were taken).',
    why: 'To check your identity, your studies and your English, which every decision on an application needs. Every file is checked for viruses before our staff open it; a file that fails the check is deleted at once.',
    basis:
      'Steps taken at your request before entering into a contract with you (UK GDPR article 6(1)(b)). The documents are kept and erased with the application they belong to.',
  },
  {
    form: 'Letters we send you',
    what: 'The letters about your application that we write as PDF files (an offer, conditional or not, a decline, the confirmation that you accepted a place, or a receipt for a payment), in the language you applied in, with a fingerprint (SHA-256) of each file.',
    why: 'To give you our decision and its terms in writing, and to know later exactly which letter you were sent.',
    basis:
      'Steps taken at your request before entering into a contract with you (UK GDPR article 6(1)(b)). The letters are kept and erased with the application they belong to.',
  },
  {
    form: 'Your offer',
    what: 'When we offer you a place: whether the offer is conditional, its conditions and when each was met, the fees and the deposit it states, and the date by which you must reply.',
    why: 'To tell you what your place depends on and what it costs, and to know when it became unconditional.',
    basis:
      'Steps taken at your request before entering into a contract with you (UK GDPR article 6(1)(b)). The offer is kept and erased with the application it belongs to.',
  },
  {
    form: 'Your acceptance of an offer',
    what: 'When you accept an offer: the name you typed, when you accepted, the IP address and browser (user agent) you used, a fingerprint (SHA-256) of the offer letter you read, and whether you need a UK Student visa. If you will be under 18 when the course starts: your parent’s or guardian’s name and e-mail address, the name they typed, when they confirmed, and their IP address and browser. If you decline, the reason you give, if any.',
    why: 'To show that you, and your parent or guardian where needed, accepted the offer as written, and to prepare your place and any visa sponsorship.',
    basis:
      'Entering into a contract with you (UK GDPR article 6(1)(b)), and our legal obligation to be able to show the contract was made (article 6(1)(c)). If you ask us to erase your data, we erase the IP addresses, browsers, the visa answer and the guardian’s e-mail address, but keep the typed names, the times and the letter’s fingerprint for six years from the acceptance, the time within which a claim on the contract can be made.',
  },
  {
    form: 'Your deposit and payments',
    what: 'Once you have accepted: the payment reference we give you, and each payment our staff record against your deposit: the amount, the date you paid, how you paid (on our card-payment page, by bank transfer, or another way) and any note our staff add. We never receive or keep card numbers: card payments are made on our payment page, run by our payment provider.',
    why: 'To know what you have paid and what is left, to send you a receipt for each payment, to start preparing your CAS once the deposit is paid, and to refund it if our terms say so.',
    basis:
      'Entering into a contract with you (UK GDPR article 6(1)(b)), and our legal obligation to keep financial records (article 6(1)(c)). A payment is an accounting record, which the law (HMRC’s rules and the Companies Act 2006) says we must keep for six years from the end of the financial year it belongs to (ours ends on 31 August). If you ask us to erase your data, we erase the notes and who recorded each payment at once, but keep its amount, date, how it was paid, its payment reference and the reference of your application, apart from your name and contact details, until those six years have passed; then we delete it.',
  },
  {
    form: 'Your CAS and visa',
    what: 'If you need a UK Student visa: the date we asked for and the number and date of the Confirmation of Acceptance for Studies (CAS) we issue you, whether your visa was granted or refused, and whether your deposit is to be refunded.',
    why: 'To sponsor your Student visa, show you your CAS number, and refund your deposit if the visa is refused, as our terms say.',
    basis:
      'Entering into a contract with you (UK GDPR article 6(1)(b)), and our legal obligation as a visa sponsor (article 6(1)(c)). It is kept and erased with the application it belongs to.',
  },
  {
    form: 'Your arrival',
    what: 'Once you are enrolled: the flight you arrive on, the date and time it lands, whether you want our airport pick-up, and whether you would like a homestay or a room in a residence.',
    why: 'To meet you at the airport if you ask us to, and to have your accommodation ready when you arrive.',
    basis:
      'Entering into a contract with you (UK GDPR article 6(1)(b)). We delete it 90 days after your arrival date, and sooner if your application is erased.',
  },
  {
    form: 'A saved application (Save and finish later)',
    what: 'The answers you have typed into the application form so far, the section you were in, the e-mail address you gave us to come back with, and when you last changed them.',
    why: `To let you finish your application later: we e-mail you a sign-in link to come back to it and, if you leave it untouched for ${DRAFT_REMINDER_AFTER_DAYS} days, one reminder. When you send the application, the saved copy is deleted; if you never send it, it is erased after the period below.`,
    basis: 'Steps taken at your request before entering into a contract with you (UK GDPR article 6(1)(b)).',
  },
  {
    form: 'The contact form',
    what: 'Your name, e-mail address, optional phone number, the programme you are interested in and your message.',
    why: 'To answer your enquiry.',
    basis: 'Our legitimate interest in answering the questions people send us (UK GDPR article 6(1)(f)).',
  },
  {
    form: 'Booking a campus visit',
    what: 'Your name, e-mail address and phone number, how many people are coming, the programmes you are interested in, your optional message, the language you booked in, the time you chose and any change or cancellation.',
    why: 'To welcome you on the day, send you the confirmation with its calendar invitation, a reminder the day before and a link to change or cancel the visit, and tell our admissions team who is coming. If you apply, the booking is kept with your application; if you do not, it is erased after the period below.',
    basis: 'Steps taken at your request (UK GDPR article 6(1)(b)).',
  },
];

export const recipients: readonly string[] = [
  "The academy's admissions team, who read and answer what you send.",
  // CONTENT-PLACEHOLDER: name the e-mail provider and hosting provider the academy uses.
  'Our e-mail provider, which delivers the acknowledgement and any letters we send you.',
  'Our hosting provider, which stores the data in the United Kingdom on our behalf.',
];

export const rights: readonly string[] = [
  'to be told what we hold about you and to receive a copy (a subject access request);',
  'to have anything inaccurate corrected;',
  'to have your data erased;',
  'to object to, or ask us to restrict, how we use it;',
  'to complain to the Information Commissioner’s Office (ico.org.uk, 0303 123 1113).',
];

export const howToAsk = (email: string) =>
  `E-mail ${email} from the address you used, or write to us at the address below. We answer within one month. A copy includes the documents you sent and the letters we wrote to you, in one zip file. A request to erase your data removes your application (and any saved one you have not sent) with the documents you sent, or your message, our notes on it and the record of e-mails we sent you; a one-line record that we did so is kept, without your address.`;

export interface Term {
  heading: string;
  body: string;
}

// CONTENT-PLACEHOLDER: the academy must confirm these terms with its advisers.
export const terms: readonly Term[] = [
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
];

export interface Cookie {
  name: string;
  purpose: string;
  duration: string;
  kind: string;
}

/**
 * Exactly the cookies the site sets (server/auth/session-cookie.ts): one for a signed-in member
 * of staff, one for a signed-in applicant. The Arabic pages are the site's own (under /ar), so
 * choosing a language sets no cookie and loads nothing from anyone else.
 */
export const cookies: readonly Cookie[] = [
  {
    name: 'session (on https: __Host-session)',
    purpose:
      'Keeps a staff member signed in to the admissions dashboard. Set only when staff sign in; visitors never get it.',
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
];

/** Everything the privacy notice (/privacy) says, in one language. */
export interface PrivacyNoticeContent {
  intro: string;
  collectedTitle: string;
  collectedLabels: { what: string; why: string; basis: string };
  collected: readonly CollectedData[];
  recipientsTitle: string;
  recipients: readonly string[];
  noSale: string;
  retentionTitle: string;
  retentionCaption: string;
  retentionHeadings: { record: string; keptFor: string };
  retentionLabels: Readonly<Record<RetentionKind, string>>;
  retentionNote: string;
  rightsTitle: string;
  rightsIntro: string;
  rights: readonly string[];
  /** Says the privacy contact's address (`email`), which the page sets apart. */
  howToAsk: (email: string) => string;
  /** The controller and its postal address, before the e-mail link. */
  postalAddress: string;
  cookiesLink: { before: string; link: string; after: string };
}

export const privacyNoticeContent: PrivacyNoticeContent = {
  intro: `${controller.name} is the controller of the personal data you send us through this website (ICO registration ${controller.icoRegistration}).`,
  collectedTitle: 'What we collect and why',
  collectedLabels: { what: 'What', why: 'Why', basis: 'Lawful basis' },
  collected,
  recipientsTitle: 'Who receives it',
  recipients,
  noSale: 'We never sell your data or use it for marketing without asking you first.',
  retentionTitle: 'How long we keep it',
  retentionCaption: 'Retention periods',
  retentionHeadings: { record: 'Record', keptFor: 'Kept for' },
  retentionLabels: RETENTION_LABELS,
  retentionNote: `An application is closed when it is ${FINAL_APPLICATION_STATUSES.join(' or ')}; until then we keep it, and our staff review open applications that are older than the contact period. If you join us, your application becomes part of your student record. After these periods the records are erased automatically, including our notes on them.`,
  rightsTitle: 'Your rights',
  rightsIntro: 'You have the right:',
  rights,
  howToAsk,
  postalAddress: `${controller.name}, ${site.address.lines.join(', ')}, ${site.address.city} ${site.address.postcode}.`,
  cookiesLink: { before: 'How this website uses cookies is in our', link: 'cookie policy', after: '.' },
};

/** The terms of use (/terms), in one language. */
export interface TermsContent {
  terms: readonly Term[];
}

export const termsContent: TermsContent = { terms };

/** The cookie policy (/cookies), in one language. */
export interface CookiesContent {
  intro: string;
  tableTitle: string;
  tableCaption: string;
  tableHeadings: { name: string; purpose: string; duration: string; kind: string };
  cookies: readonly Cookie[];
  thirdPartyTitle: string;
  thirdPartyText: string;
}

export const cookiesContent: CookiesContent = {
  intro:
    'Visitors to this website get no cookies at all. We set a cookie only when a member of staff or an applicant signs in, to keep them signed in. We use no analytics or advertising cookies.',
  tableTitle: 'The cookies we set',
  tableCaption: 'Cookies',
  tableHeadings: { name: 'Name', purpose: 'Purpose', duration: 'How long', kind: 'Type' },
  cookies,
  thirdPartyTitle: 'No third-party scripts',
  thirdPartyText:
    'This website loads no scripts from other companies, so no one else can set cookies or follow you through it. The Arabic version is part of the website itself: every page has its Arabic twin under /ar, and choosing a language sets no cookie.',
};
