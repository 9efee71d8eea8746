/** The staff sign-in screens' words, keyed by screen (decision 101). The server's own errors come from the API. */
export const authMessages = {
  /** /auth: its two modes, which the toggle switches between. */
  signIn: {
    title: 'Welcome Back',
    subtitle: 'Sign in to access the admin dashboard',
    submit: 'Sign In',
    toggle: "Don't have an account? Sign up",
    done: 'Successfully logged in!',
  },
  signUp: {
    title: 'Create Account',
    subtitle: 'Sign up for an admin account',
    submit: 'Sign Up',
    toggle: 'Already have an account? Sign in',
    done: 'Account created! Please check your email to confirm.',
  },
  emailLabel: 'Email',
  passwordLabel: 'Password',
  loading: 'Loading...',
  forgotPasswordLink: 'Forgot password?',
  resendConfirmation: {
    done: 'If the account still needs confirming, a new link is on its way. Please check your email.',
    sending: 'Sending...',
    send: 'Send a new confirmation link',
  },
  /** /auth/forgot */
  forgotPassword: {
    title: 'Forgot your password?',
    subtitle: 'Enter your email address and we will send you a link to choose a new one.',
    submit: 'Send me a link',
    done: 'If a staff account uses that address, we have sent it a link to choose a new password. The link works once and expires in 30 minutes.',
    backToSignIn: 'Back to sign in',
  },
  /** /auth/reset, from the password reset e-mail. */
  resetPassword: {
    title: 'Choose a new password',
    subtitle: 'Every device signed in to your account will be signed out.',
    submit: 'Set new password',
    done: 'Your password has been changed. You can now sign in with it.',
  },
  /** /auth/invite, from a staff invitation e-mail. */
  acceptInvitation: {
    title: 'Join the staff area',
    subtitle: 'Choose the password for your new staff account.',
    submit: 'Create my account',
    done: 'Your account is ready. You can now sign in.',
  },
  /** What the reset and invitation pages share around the new-password form. */
  tokenLink: {
    incomplete: 'This link is incomplete. Please use the whole link from the email.',
    signIn: 'Sign in',
  },
  newPassword: {
    label: 'New password',
    hint: (minLength: number) => `At least ${minLength} characters, and not a commonly used password.`,
    repeatLabel: 'Repeat the new password',
    notTheSame: 'The two passwords are not the same',
  },
  /** /auth/confirm, from the sign-up confirmation e-mail. */
  confirmEmail: {
    title: 'Confirm your email',
    incomplete: 'This confirmation link is incomplete.',
    done: 'Email confirmed. You are now signed in.',
    password: 'Password',
    passwordHint: 'The password you chose when you signed up.',
    submit: 'Confirm and sign in',
    working: 'Loading...',
    goToSignIn: 'Go to sign in',
  },
} as const;
