/** The staff security screens' words, keyed by screen (decision 101). Staff screens stay English. */
export const securityMessages = {
  loading: 'Loading...',
  checking: 'Checking...',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  enterAppCode: 'Enter the 6-digit code from your authenticator app',
  codeField: {
    label: 'Authentication code',
    hint: 'The 6-digit code your authenticator app shows now.',
  },
  twoFactor: {
    title: 'Two-factor authentication',
    loadFailed: 'The status could not be loaded.',
    off: 'Off. With it on, signing in needs a code from an app on your phone as well as your password.',
    on: 'On.',
    recoveryCodesLeft: (left: number) => `${left} of 10 recovery codes left.`,
  },
  recoveryCodes: {
    title: 'Save your recovery codes',
    body: 'Each code signs you in once if you lose your phone. Store them somewhere safe, such as a password manager. They will not be shown again.',
    done: 'I have saved these codes',
  },
  enrolment: {
    begin: 'Set up two-factor authentication',
    steps: [
      'Open an authenticator app (for example Microsoft Authenticator, Google Authenticator or 1Password).',
      'Scan this QR code, or type the key below into the app.',
      'Enter the 6-digit code the app then shows.',
    ],
    qrAlt: 'QR code for your authenticator app',
    key: 'Key:',
    confirm: 'Turn on two-factor authentication',
  },
  removal: {
    done: 'Two-factor authentication is off.',
    title: 'Turn off two-factor authentication',
    needsCodeOrPassword: 'Enter a current code or your password',
    intro: 'Confirm with a current code from your app, or with your password.',
    passwordLabel: 'Or your password',
    submit: 'Turn off',
  },
  challenge: {
    recoveryCodeUsed: (left: number) =>
      `Recovery code used. ${left} left: set up new ones from Security if you are running out.`,
    notChecked: 'The code could not be checked. Please try again.',
    title: 'Two-step verification',
    signedInAs: 'Signed in as',
    enterRecoveryCode: 'Enter one of your recovery codes.',
    enterAppCode: 'Enter the code from your authenticator app.',
    recoveryCodeRequired: 'Enter a recovery code',
    recoveryCodeLabel: 'Recovery code',
    verify: 'Verify',
    useApp: 'Use the authenticator app instead',
    useRecoveryCode: 'Use a recovery code',
  },
  required: {
    title: 'Admin Dashboard',
    body: "Before you can see applicant data, set up two-factor authentication. This keeps applicants' personal data safe even if your password is ever guessed or stolen.",
  },
  sessions: {
    ended: 'That session has been signed out.',
    endedOthers: (ended: number) =>
      ended === 1 ? 'Signed out of 1 other session.' : `Signed out of ${ended} other sessions.`,
    title: 'Where you are signed in',
    endOthers: 'Sign out everywhere else',
    loadFailed: 'The sessions could not be loaded.',
    thisDevice: 'This device',
    details: (ip: string | null, signedIn: string, lastUsed: string | null) =>
      `IP ${ip ?? 'unknown'} · signed in ${signedIn} · last used ${lastUsed ?? 'not yet'}`,
    endLabel: (current: boolean, device: string) =>
      current ? 'Sign out of this device' : `End the session on ${device}`,
    end: (current: boolean) => (current ? 'Sign out' : 'End session'),
  },
} as const;
