import { newAccountToken, PASSWORD_RESET_TOKEN_TTL_MS } from '../../../core/accounts/account-tokens';
import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';
import { loadAccount } from './load-account';

/** This e-mail's words (decision 101). */
const messages = {
  subject: `Reset your password - ${site.name}`,
  heading: 'Reset your password',
  why: `Someone (we hope you) asked to reset the password of the staff account on the ${site.name} website with this email address.`,
  followTheLink: 'To choose a new password, follow the link below. It works once and expires in 30 minutes.',
  action: 'Choose a new password',
  notYou: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
} as const;

/**
 * The password reset link. The token is made here, at send time, so no usable token ever
 * sits in the outbox; each send replaces the account's earlier reset links.
 */
export const passwordReset: EmailKindHandler = {
  kind: 'password_reset',
  async render(payload, { db, appUrl }) {
    const user = await loadAccount(db, payload);
    const { token, hash } = newAccountToken();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('password_reset_tokens').where('user_id', '=', user.id).execute();
      await trx
        .insertInto('password_reset_tokens')
        .values({ id: hash, user_id: user.id, expires_at: new Date(Date.now() + PASSWORD_RESET_TOKEN_TTL_MS) })
        .execute();
    });
    const url = new URL('/auth/reset', appUrl);
    url.searchParams.set('token', token);
    return {
      subject: messages.subject,
      ...renderEmail({
        heading: messages.heading,
        paragraphs: [messages.why, messages.followTheLink],
        action: { label: messages.action, url: url.toString() },
        closing: [messages.notYou, `${site.name}`],
      }),
    };
  },
};
