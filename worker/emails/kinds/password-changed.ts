import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';
import { loadAccount } from './load-account';

/** The notice after a password reset, so a person whose account was taken over hears of it. */
export const passwordChanged: EmailKindHandler = {
  kind: 'password_changed',
  async render(payload, { db, appUrl, admissionsEmail }) {
    await loadAccount(db, payload);
    const forgot = new URL('/auth/forgot', appUrl);
    return {
      subject: `Your password was changed - ${site.name}`,
      ...renderEmail({
        heading: 'Your password was changed',
        paragraphs: [
          `The password of your staff account on the ${site.name} website was just changed through a password reset link, and every device signed in to the account was signed out.`,
          `If this was not you, reset your password again at ${forgot.toString()} and tell ${admissionsEmail} at once.`,
        ],
        closing: [`${site.name}`],
      }),
    };
  },
};
