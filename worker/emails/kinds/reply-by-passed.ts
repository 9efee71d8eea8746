import { UnrecoverableError } from 'bullmq';
import { programmeLabel, startDateLabel } from '../../../core/letters/merge-fields';
import { schoolDateLabel } from '../../../domain/intakes';
import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';

/** This e-mail's words (decision 101); it goes to admissions, so it stays English. */
const messages = {
  subject: (count: number) =>
    `${site.name}: ${count === 1 ? '1 offer' : `${count} offers`} past the reply-by date with no reply`,
  heading: 'Reply-by date passed',
  intro:
    'The date by which the family had to reply has passed for these offers, and no acceptance has counted. Each is marked "Reply-by passed" on the dashboard, where you can extend its reply-by date.',
  line: (name: string, programme: string, start: string, replyBy: string) =>
    `- ${name}, ${programme} starting ${start}: reply by ${replyBy}`,
  action: 'Open the dashboard',
  why: 'This e-mail comes once a day, only when an offer has newly passed its reply-by date.',
} as const;

function applicationIdsOf(payload: Record<string, unknown>): string[] {
  const ids = payload.applicationIds;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string'))
    throw new UnrecoverableError('outbox payload has no applicationIds');
  return ids;
}

/**
 * The daily list of offers whose reply-by date passed with no acceptance (decision 134, amended),
 * written by core/offers/reply-by-passed.ts. It names each applicant, programme and start, and
 * the reply-by date as it stands; an application erased since is left out.
 */
export const replyByPassedEmail: EmailKindHandler = {
  kind: 'reply_by_passed',
  async render(payload, { db, appUrl }) {
    const rows = await db
      .selectFrom('offers as o')
      .innerJoin('applications as a', 'a.id', 'o.application_id')
      .select(['a.first_name', 'a.last_name', 'a.programme', 'a.start_date', 'o.reply_by'])
      .where('o.application_id', 'in', applicationIdsOf(payload))
      .orderBy('o.reply_by')
      .orderBy('a.last_name')
      .execute();
    if (rows.length === 0) throw new UnrecoverableError('every application of the list has been erased');
    return {
      subject: messages.subject(rows.length),
      ...renderEmail({
        heading: messages.heading,
        paragraphs: [
          messages.intro,
          ...rows.map((row) =>
            messages.line(
              `${row.first_name} ${row.last_name}`,
              programmeLabel(row.programme, 'en'),
              startDateLabel(row.start_date, 'en'),
              schoolDateLabel(row.reply_by, 'en'),
            ),
          ),
        ],
        action: { label: messages.action, url: new URL('/admin', appUrl).toString() },
        closing: [messages.why],
      }),
    };
  },
};
