import { site } from '@domain/site';

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
  loading: 'Loading…',
} as const;
