/** The content screens' words (decision 101). Staff screens stay English; the content itself is in both languages. */
export const contentMessages = {
  workspaceTitle: 'Site content',
  securityHeading: 'Your account’s security',
  intro:
    'The term dates, the Summer School, the fees and the news, in English and Arabic side by side. Each change is a draft until it is published.',
};
