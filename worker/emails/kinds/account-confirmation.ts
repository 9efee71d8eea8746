import { UnrecoverableError } from 'bullmq';
import { issueConfirmationToken } from '../../../core/accounts/email-confirmation-tokens';
import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';
import { loadAccount } from './load-account';

/** This e-mail's words (decision 101). */
const messages = {
  subject: `Confirm your email address - ${site.name}`,
  heading: 'Confirm your email address',
  why: `Someone (we hope you) created a staff account on the ${site.name} website with this email address.`,
  followTheLink:
    'To confirm the address and sign in, follow the link below and type the password you chose. It works once and expires in 24 hours.',
  action: 'Confirm my email address',
  notYou: 'If you did not sign up, you can ignore this email: the account stays unconfirmed and cannot be used.',
} as const;

/**
 * The sign-up confirmation link. The token is made here, at send time, so no usable token
 * ever sits in the outbox; each send replaces the account's earlier links.
 */
export const accountConfirmation: EmailKindHandler = {
  kind: 'account_confirmation',
  async render(payload, { db, appUrl }) {
    const user = await loadAccount(db, payload);
    if (user.email_confirmed_at !== null) throw new UnrecoverableError(`account ${user.id} is already confirmed`);
    // The link confirms the password of the sign-up that asked for it (pre-hijacking fix).
    const signupId = typeof payload.signupId === 'string' ? payload.signupId : null;
    if (signupId) {
      const signup = await db.selectFrom('pending_signups').select('id').where('id', '=', signupId).executeTakeFirst();
      if (!signup) throw new UnrecoverableError(`sign-up ${signupId} no longer exists`);
    }
    const token = await issueConfirmationToken(db, user.id, new Date(), signupId);
    const url = new URL('/auth/confirm', appUrl);
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
