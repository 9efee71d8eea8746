/**
 * The notice beside each form's submit button (decision 101), in three parts around its link:
 * "We use these details only to <purpose>. Read our <privacy notice> to see ...".
 */
export const privacyNoticeMessages = {
  beforeLink: (purpose: string) => `We use these details only to ${purpose}. Read our`,
  link: 'privacy notice',
  afterLink: 'to see who sees them, how long we keep them and your rights.',
} as const;
