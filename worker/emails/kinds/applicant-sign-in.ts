import { APPLICANT_SIGN_IN_TOKEN_TTL_MS, newAccountToken } from '../../../core/accounts/account-tokens';
import { APPLICANT_SPACE_PATH } from '../../../domain/applicant-paths';
import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';

/** This e-mail's words (decision 101). */
const messages = {
  subject: `Your sign-in link - ${site.name}`,
  heading: 'Sign in to your application space',
  why: `Someone (we hope you) asked to sign in to the application space of the ${site.name} website with this email address.`,
  followTheLink: 'Follow the link below to see your applications and where they stand. It works once and expires in 30 minutes.',
  action: 'Open my application space',
  notYou: 'If you did not ask for this, you can ignore this email: nobody can sign in without this link.',
} as const;

/**
 * The applicant's single-use sign-in link. The token is made here, at send time, so no usable
 * token ever sits in the outbox; earlier links to the address stop working.
 */
export const applicantSignIn: EmailKindHandler = {
  kind: 'applicant_sign_in',
  async render(_payload, { db, appUrl }, recipient) {
    const email = recipient.trim().toLowerCase();
    const { token, hash } = newAccountToken();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('applicant_sign_in_links').where('email', '=', email).execute();
      await trx
        .insertInto('applicant_sign_in_links')
        .values({ id: hash, email, expires_at: new Date(Date.now() + APPLICANT_SIGN_IN_TOKEN_TTL_MS) })
        .execute();
    });
    const url = new URL(`${APPLICANT_SPACE_PATH}/sign-in`, appUrl);
    url.searchParams.set('token', token);
    return {
      subject: messages.subject,
      ...renderEmail({
        heading: messages.heading,
        paragraphs: [messages.why, messages.followTheLink],
        action: { label: messages.action, url: url.toString() },
        closing: [messages.notYou, ...admissionsSignOff],
      }),
    };
  },
};
