import { UnrecoverableError } from 'bullmq';
import { m } from '@i18n/messages';
import { applicantSpacePath } from '../../../domain/applicant-paths';
import { DEFAULT_RETENTION_PERIODS } from '../../../domain/retention-periods';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { emailLanguage, longDate, siteNameIn } from '../localized';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one reminder a draft left untouched for three days gets (worker/jobs/draft-reminders.ts),
 * in the language of the form it was saved from. It links to the application space, where the
 * applicant asks for a fresh sign-in link: a link of its own would have expired long before most
 * people read a reminder. Like the acknowledgement, it repeats nothing the applicant typed.
 */
export const draftReminder: EmailKindHandler = {
  kind: 'draft_reminder',
  async render(payload, { db, appUrl, retention }) {
    const id = payload.draftId;
    if (typeof id !== 'string') throw new UnrecoverableError('outbox payload has no draftId');
    const draft = await db
      .selectFrom('application_drafts')
      .select(['updated_at', 'language'])
      .where('id', '=', id)
      .executeTakeFirst();
    // Sent or erased since the reminder was queued: there is nothing left to remind of.
    if (!draft) throw new UnrecoverableError(`application draft ${id} no longer exists`);
    const locale = emailLanguage(draft.language);
    const keptDays = (retention ?? DEFAULT_RETENTION_PERIODS).drafts;
    const erasedOn = new Date(draft.updated_at.getTime() + keptDays * DAY_MS);
    return {
      subject: m.emails_draft_reminder_subject({ siteName: siteNameIn(locale) }, { locale }),
      ...renderEmail(
        {
          heading: m.emails_draft_reminder_heading({}, { locale }),
          paragraphs: [
            m.emails_draft_reminder_saved(
              { siteName: siteNameIn(locale), date: longDate(draft.updated_at, locale) },
              { locale },
            ),
            m.emails_draft_reminder_how_to_continue({}, { locale }),
            m.emails_draft_reminder_erased_on({ date: longDate(erasedOn, locale) }, { locale }),
          ],
          action: {
            label: m.emails_continue_my_application({}, { locale }),
            url: new URL(applicantSpacePath(locale), appUrl).toString(),
          },
          closing: [m.emails_draft_reminder_not_you({}, { locale }), ...admissionsSignOff(locale)],
        },
        locale,
      ),
    };
  },
};
