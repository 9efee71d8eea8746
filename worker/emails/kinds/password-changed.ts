import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';
import { loadAccount } from './load-account';

/** This e-mail's words (decision 101). */
const messages = {
  subject: `Your password was changed - ${site.name}`,
  heading: 'Your password was changed',
  changed: `The password of your staff account on the ${site.name} website was just changed through a password reset link, and every device signed in to the account was signed out.`,
  notYou: (forgotUrl: string, admissionsEmail: string) =>
    `If this was not you, reset your password again at ${forgotUrl} and tell ${admissionsEmail} at once.`,
} as const;

/** The notice after a password reset, so a person whose account was taken over hears of it. */
export const passwordChanged: EmailKindHandler = {
  kind: 'password_changed',
  async render(payload, { db, appUrl, admissionsEmail }) {
    await loadAccount(db, payload);
    const forgot = new URL('/auth/forgot', appUrl);
    return {
      subject: messages.subject,
      ...renderEmail({
        heading: messages.heading,
        paragraphs: [messages.changed, messages.notYou(forgot.toString(), admissionsEmail)],
        closing: [`${site.name}`],
      }),
    };
  },
};
