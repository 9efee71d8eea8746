import { UnrecoverableError } from 'bullmq';
import { m } from '@i18n/messages';
import { newAccountToken } from '../../../core/accounts/account-tokens';
import { GUARDIAN_LINK_TTL_MS } from '../../../domain/acceptance';
import { guardianConfirmPath, SIGN_IN_TOKEN_PARAM } from '../../../domain/applicant-paths';
import type { Locale } from '../../../domain/locale';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { emailLanguage, programmeLabel, siteNameIn, startDateLabel } from '../localized';

/**
 * A parent's or guardian's link to confirm a minor's acceptance (decision 135), in the language the
 * applicant applied in. The token is made here, at send time, so no usable token ever sits in the
 * outbox; only its SHA-256 is stored, the link works once and for 7 days, and it rides in the URL's
 * fragment (`#token=…`), which browsers never send to a server, as the sign-in links (decision 112).
 * A new link for the same acceptance ends the earlier ones.
 */
export const guardianConfirmation: EmailKindHandler = {
  kind: 'guardian_confirmation',
  async render(payload, { db, appUrl, admissionsEmail }) {
    const id = payload.acceptanceId;
    if (typeof id !== 'string') throw new UnrecoverableError('outbox payload has no acceptanceId');
    const row = await db
      .selectFrom('acceptances')
      .innerJoin('applications', 'applications.id', 'acceptances.application_id')
      .select([
        'acceptances.guardian_name',
        'acceptances.counted_at',
        'applications.first_name',
        'applications.last_name',
        'applications.programme',
        'applications.start_date',
        'applications.language',
      ])
      .where('acceptances.id', '=', id)
      .executeTakeFirst();
    if (!row || !row.guardian_name || row.counted_at) {
      throw new UnrecoverableError(`acceptance ${id} no longer waits for a guardian`);
    }
    const locale: Locale = emailLanguage(row.language);
    const { token, hash } = newAccountToken();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('guardian_links').where('acceptance_id', '=', id).execute();
      await trx
        .insertInto('guardian_links')
        .values({ id: hash, acceptance_id: id, expires_at: new Date(Date.now() + GUARDIAN_LINK_TTL_MS) })
        .execute();
    });
    const url = new URL(guardianConfirmPath(locale), appUrl);
    url.hash = new URLSearchParams({ [SIGN_IN_TOKEN_PARAM]: token }).toString();
    const name = `${row.first_name} ${row.last_name}`;
    return {
      subject: m.emails_guardian_subject({ name, siteName: siteNameIn(locale) }, { locale }),
      replyTo: admissionsEmail,
      ...renderEmail(
        {
          heading: m.emails_guardian_heading({}, { locale }),
          paragraphs: [
            m.emails_guardian_intro(
              {
                guardian: row.guardian_name,
                name,
                programme: programmeLabel(row.programme, locale),
                startDate: startDateLabel(row.start_date, locale),
              },
              { locale },
            ),
            m.emails_guardian_follow_the_link({}, { locale }),
          ],
          action: { label: m.emails_guardian_action({}, { locale }), url: url.toString() },
          closing: [m.emails_guardian_not_you({}, { locale }), ...admissionsSignOff(locale)],
        },
        locale,
      ),
    };
  },
};
