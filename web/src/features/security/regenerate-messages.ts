/** What the "Regenerate recovery codes" dialog says. */
export const regenerateMessages = {
  open: 'Regenerate recovery codes',
  title: 'New recovery codes',
  description:
    'You get ten new codes and every current one, used or not, stops working. Confirm with a current code from your app, or with your password.',
  passwordLabel: 'Or your password',
  proofMissing: 'Enter a current code or your password',
  submit: 'Make new codes',
  pending: 'Loading...',
  done: 'New recovery codes made. Your old codes no longer work.',
} as const;
