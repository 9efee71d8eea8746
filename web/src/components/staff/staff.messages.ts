/** The words of the frame every staff screen shares (decision 101). Staff screens stay English. */
export const staffMessages = {
  header: {
    signedInAs: 'Signed in as',
    logout: 'Logout',
    loggingOut: 'Logging out...',
    loggedOut: 'Logged out successfully',
  },
  changePassword: {
    done: 'Password changed. You have been signed out on every other device.',
    open: 'Change password',
    currentRequired: 'Password is required',
    title: 'Change password',
    description: 'Every other device signed in to this account will be signed out.',
    currentLabel: 'Current password',
    newLabel: 'New password',
    working: 'Loading...',
    submit: 'Change password',
  },
} as const;
