import { sql } from 'kysely';
import { m } from '@i18n/messages';
import { APPLICANT_SIGN_IN_TOKEN_TTL_MS, newAccountToken } from '../../../core/accounts/account-tokens';
import type { Db } from '../../../db/client';
import { applicantSignInPath, SIGN_IN_TO_DRAFT_PARAM, SIGN_IN_TOKEN_PARAM } from '../../../domain/applicant-paths';
import { isLocale, type Locale } from '../../../domain/locale';
import { DEFAULT_RETENTION_PERIODS } from '../../../domain/retention-periods';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { emailLanguage, periodLabel, siteNameIn } from '../localized';

/**
 * The language of a link to an address: the payload's when the request said one, else that of
 * what the address last sent (after "save and finish later", its draft first), else English.
 */
async function linkLanguage(db: Db, email: string, payload: Record<string, unknown>): Promise<Locale> {
  if (isLocale(payload.language)) return payload.language;
  const draft = () => db.selectFrom('application_drafts').select('language').where('email', '=', email);
  const application = () =>
    db
      .selectFrom('applications')
      .select('language')
      .where(sql<string>`lower(email)`, '=', email)
      .orderBy('created_at', 'desc')
      .limit(1);
  const [first, second] = payload.resume === 'draft' ? [draft, application] : [application, draft];
  const row = (await first().executeTakeFirst()) ?? (await second().executeTakeFirst());
  return emailLanguage(row?.language);
}

/** The save a "save and finish later" link was sent for, if it is still there and the address's. */
async function savedDraftOf(db: Db, email: string, payload: Record<string, unknown>): Promise<string | null> {
  const id = payload.draftId;
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  const row = await db
    .selectFrom('application_drafts')
    .select('id')
    .where('id', '=', id)
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id ?? null;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The applicant's single-use sign-in link, in the applicant's language, to the sign-in page in
 * that language. The token is made here, at send time, so no usable token ever sits in the
 * outbox, and it rides in the URL's fragment (`#token=…`), which browsers never send to a server
 * or a proxy (decision 112). A new link ends the address's earlier plain links; a link sent for a
 * saved draft (payload `draftId`) lives on until it is spent or expires, so one person's save
 * never silences another's link (decision 115). Sent after "save and finish later" (payload
 * `resume: 'draft'`), it says so and its page goes on to the draft.
 */
export const applicantSignIn: EmailKindHandler = {
  kind: 'applicant_sign_in',
  async render(payload, { db, appUrl, retention }, recipient) {
    const email = recipient.trim().toLowerCase();
    const locale = await linkLanguage(db, email, payload);
    const siteName = siteNameIn(locale);
    const { token, hash } = newAccountToken();
    const draftId = await savedDraftOf(db, email, payload);
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('applicant_sign_in_links')
        .where('email', '=', email)
        .where((eb) =>
          draftId ? eb.or([eb('draft_id', 'is', null), eb('draft_id', '=', draftId)]) : eb('draft_id', 'is', null),
        )
        .execute();
      await trx
        .insertInto('applicant_sign_in_links')
        .values({
          id: hash,
          email,
          draft_id: draftId,
          expires_at: new Date(Date.now() + APPLICANT_SIGN_IN_TOKEN_TTL_MS),
        })
        .execute();
    });
    const url = new URL(applicantSignInPath(locale), appUrl);
    url.hash = new URLSearchParams({ [SIGN_IN_TOKEN_PARAM]: token }).toString();
    const notYou = m.emails_sign_in_not_you({}, { locale });
    if (payload.resume === 'draft') {
      url.searchParams.set(SIGN_IN_TO_DRAFT_PARAM, '1');
      const kept = periodLabel((retention ?? DEFAULT_RETENTION_PERIODS).drafts, locale);
      return {
        subject: m.emails_draft_link_subject({ siteName }, { locale }),
        ...renderEmail(
          {
            heading: m.emails_draft_link_heading({}, { locale }),
            paragraphs: [
              m.emails_draft_link_why({ siteName }, { locale }),
              m.emails_draft_link_follow_the_link({}, { locale }),
              m.emails_draft_link_later({ kept }, { locale }),
            ],
            action: { label: m.emails_continue_my_application({}, { locale }), url: url.toString() },
            closing: [notYou, ...admissionsSignOff(locale)],
          },
          locale,
        ),
      };
    }
    return {
      subject: m.emails_sign_in_subject({ siteName }, { locale }),
      ...renderEmail(
        {
          heading: m.emails_sign_in_heading({}, { locale }),
          paragraphs: [
            m.emails_sign_in_why({ siteName }, { locale }),
            m.emails_sign_in_follow_the_link({}, { locale }),
          ],
          action: { label: m.emails_open_my_space({}, { locale }), url: url.toString() },
          closing: [notYou, ...admissionsSignOff(locale)],
        },
        locale,
      ),
    };
  },
};
