import type { DocumentState } from '@domain/document-checklist';
import { ACCEPTED_DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '@domain/document-types';
import { site } from '@domain/site';

const documentTypes = new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(Object.values(ACCEPTED_DOCUMENT_TYPES).map((type) => type.label));
const documentMaxMb = MAX_DOCUMENT_BYTES / (1024 * 1024);

/** The applicant's space, in the applicant's words (decision 101). The server's own errors come from the API. */
export const applicantMessages = {
  /** /applicant, signed out: asking for a sign-in link. */
  signIn: {
    title: 'Your application space',
    subtitle: 'See where your application stands. We e-mail you a link to sign in: there is no password.',
    emailLabel: 'The e-mail address you applied with',
    submit: 'E-mail me a sign-in link',
    sending: 'Sending...',
    done: 'If we have an application from this address, a sign-in link is on its way. Please check your email: the link works once, for 30 minutes.',
    noApplicationYet: 'Not applied yet?',
    applyLink: 'Start an application',
  },
  /** /applicant/sign-in: spending the e-mailed link. */
  link: {
    title: 'Signing you in',
    working: 'Checking your sign-in link…',
    missing: 'This page needs the sign-in link from your e-mail. Please open the link again, or ask for a new one.',
    askAgain: 'Ask for a new sign-in link',
  },
  /** /applicant, signed in. */
  space: {
    title: 'Your applications',
    signedInAs: (email: string) => `Signed in as ${email}`,
    signOut: 'Sign out',
    signingOut: 'Signing out...',
    signedOut: 'You have signed out.',
    none: 'We have no application from this address yet.',
    applyLink: 'Start an application',
    startDate: (startDate: string) => `Starting ${startDate}`,
    submittedOn: (date: string) => `Sent on ${date}`,
    currentStatus: 'Where it stands',
    history: 'History',
    loadFailed: 'Your applications could not be loaded. Please try again.',
    retry: 'Try again',
  },
  /** Withdrawing an application, after a confirmation. */
  withdraw: {
    open: 'Withdraw this application',
    title: 'Withdraw your application?',
    which: (programme: string, startDate: string) =>
      `This withdraws your application for ${programme}, starting ${startDate}, and tells our admissions team.`,
    cannotUndo: `You cannot undo this from here. If you change your mind, please e-mail ${site.admissionsEmail}.`,
    confirm: 'Yes, withdraw it',
    withdrawing: 'Withdrawing…',
    cancel: 'Keep my application',
    done: 'Your application has been withdrawn.',
    failed: 'Your application could not be withdrawn. Please try again.',
  },
  /** Each open application's documents: the checklist, sending a file, removing one. */
  documents: {
    title: 'Your documents',
    intro: `Send each document as a ${documentTypes} file of up to ${documentMaxMb} MB. A clear photo taken with your phone is fine.`,
    loading: 'Loading your documents…',
    loadFailed: 'Your documents could not be loaded. Please try again.',
    retry: 'Try again',
    required: 'Required',
    optional: 'Optional',
    states: {
      missing: 'Missing',
      scanning: 'Checking the file…',
      uploaded: 'Received',
      accepted: 'Accepted',
      rejected: 'Not accepted',
      refused: 'Could not be accepted',
    } satisfies Record<DocumentState, string>,
    rejectedBecause: (reason: string) => `Not accepted: ${reason}`,
    rejectedNext: 'Please send another file.',
    refusedMeaning: 'The file was refused by our security check; please send another.',
    /** Read before the state by a screen reader, which announces the state when it changes. */
    stateOf: (item: string) => `${item}: `,
    upload: 'Upload',
    uploadFor: (item: string) => `Upload: ${item}`,
    replace: 'Replace',
    replaceFor: (item: string) => `Replace: ${item}`,
    sending: (name: string) => `Sending ${name}`,
    progressLabel: (item: string) => `Sending: ${item}`,
    sent: (percent: number) => `${percent}% sent`,
    saving: 'Sent. Saving it…',
    cancel: 'Cancel',
    cancelFor: (item: string) => `Cancel sending: ${item}`,
    cancelled: 'Sending was cancelled: nothing was kept.',
    failed: 'Your document could not be sent. Please check your connection and try again.',
    remove: 'Remove',
    removeFor: (item: string) => `Remove: ${item}`,
    removeQuestion: (name: string) => `Remove ${name}?`,
    removeConfirm: 'Yes, remove it',
    removing: 'Removing…',
    removeKeep: 'Keep it',
    removeFailed: 'Your document could not be removed. Please try again.',
  },
  /** A saved application not yet sent ("save and finish later" on the form). */
  draft: {
    title: 'Your application in progress',
    lastSaved: (when: string) => `You have not sent it yet. Last saved ${when}.`,
    continue: 'Continue your application',
  },
  loading: 'Loading…',
} as const;
