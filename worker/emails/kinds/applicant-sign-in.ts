import { APPLICANT_SIGN_IN_TOKEN_TTL_MS, newAccountToken } from '../../../core/accounts/account-tokens';
import { APPLICANT_SPACE_PATH, SIGN_IN_TO_DRAFT_PARAM } from '../../../domain/applicant-paths';
import { DEFAULT_RETENTION_PERIODS, describeDays } from '../../../domain/retention-periods';
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
  /** After "save and finish later" on the application form. */
  draft: {
    subject: `Continue your application - ${site.name}`,
    heading: 'Your application is saved',
    why: `Someone (we hope you) saved an application on the ${site.name} website to finish later, with this email address.`,
    followTheLink: 'Follow the link below to continue where you stopped, with your answers in place. It works once and expires in 30 minutes.',
    later: (kept: string) =>
      `After that, ask for a new link in your application space with this email address. We keep your answers until you send them, or for ${kept} after your last change.`,
    action: 'Continue my application',
  },
} as const;

/**
 * The applicant's single-use sign-in link. The token is made here, at send time, so no usable
 * token ever sits in the outbox; earlier links to the address stop working. Sent after "save
 * and finish later" (payload `resume: 'draft'`), it says so and its page goes on to the draft.
 */
export const applicantSignIn: EmailKindHandler = {
  kind: 'applicant_sign_in',
  async render(payload, { db, appUrl, retention }, recipient) {
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
    if (payload.resume === 'draft') {
      url.searchParams.set(SIGN_IN_TO_DRAFT_PARAM, '1');
      const words = messages.draft;
      return {
        subject: words.subject,
        ...renderEmail({
          heading: words.heading,
          paragraphs: [words.why, words.followTheLink, words.later(describeDays((retention ?? DEFAULT_RETENTION_PERIODS).drafts))],
          action: { label: words.action, url: url.toString() },
          closing: [messages.notYou, ...admissionsSignOff],
        }),
      };
    }
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
