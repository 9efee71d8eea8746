/** The words of saving a draft and coming back to it (decision 101), loaded with the draft's code. */
export const applicationDraftMessages = {
  linkSent: (email: string) =>
    `Your answers are saved. We have e-mailed you a link at ${email}: open it to continue where you stopped. It works once, within 30 minutes; after that, ask for a new one in your application space.`,
  savedSignedIn: 'Your answers are saved. You can close this page and come back to it from your application space.',
  applicantSpace: 'Go to your application space',
  opening: 'Opening your saved application…',
  resumed: (section: string) => `Welcome back. Your answers are in place: carry on from ${section}.`,
  autosaving: 'You are signed in, so your answers are saved as you type.',
  savedAt: (time: string) => `Saved at ${time}`,
  notSaved: 'Your latest changes are not saved yet. Please check your connection: we will try again as you type.',
  signedOut:
    'Your sign-in has ended, so your answers are not being saved. To continue a saved application, ask for a new link in your application space.',
  openFailed: 'Your saved application could not be opened. Please reload the page to try again.',
  sent: 'Your application is in your application space, where you can see where it stands.',
  invalidEmail: 'Invalid email address',
} as const;
