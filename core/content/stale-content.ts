import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { PROGRAMMES } from '../../domain/application-choices';
import { acceptsApplications, intakeMonthLabel, schoolDate } from '../../domain/intakes';
import { staleContentWarnings, type StaleContentWarning } from '../../domain/stale-content';
import type { NewsBody, SummerSchoolBody, TermDatesBody } from '../../domain/site-content';
import { OUTBOX_CHANNEL } from '../outbox/email-outbox';
import { publishedContent } from './site-releases';

/**
 * What is going out of date now (domain/stale-content.ts, decision 129), from the intakes and
 * the published content: what the dashboard shows and the weekly e-mail lists.
 */
export async function currentStaleContentWarnings(db: Db, now = new Date()): Promise<StaleContentWarning[]> {
  const [intakes, content] = await Promise.all([
    db
      .selectFrom('intakes')
      .select(['programme', 'starts_on', 'deadline', 'policy', 'state'])
      .where('state', '=', 'open')
      .execute(),
    publishedContent(db),
  ]);
  const open = intakes.filter((intake) => acceptsApplications(intake, now));
  const label = (programme: string) => PROGRAMMES.find((choice) => choice.value === programme)?.label ?? programme;
  const termDates: TermDatesBody | undefined = content.term_dates;
  const summer: SummerSchoolBody | undefined = content.summer_school;
  const news: NewsBody | undefined = content.news;
  const ends = termDates?.years.flatMap((year) => year.terms.map((term) => term.end)) ?? [];
  const newsDates = news?.articles.map((article) => article.date) ?? [];
  return staleContentWarnings({
    today: schoolDate(now),
    programmesWithoutOpenIntake: PROGRAMMES.filter(
      (choice) => !open.some((intake) => intake.programme === choice.value),
    ).map((choice) => choice.label),
    openIntakes: open.map((intake) => ({
      name: `${label(intake.programme)}, ${intakeMonthLabel(intake.starts_on, 'en')}`,
      deadline: intake.deadline,
      rolling: intake.policy === 'rolling',
    })),
    termDatesEnd: ends.length > 0 ? ends.reduce((a, b) => (a > b ? a : b)) : null,
    summerSchoolYear: summer?.year ?? null,
    newestNewsDate: newsDates.length > 0 ? newsDates.reduce((a, b) => (a > b ? a : b)) : null,
  });
}

/** Days between two weekly e-mails at the least, so a retried or repeated job never sends twice in a week. */
const DIGEST_MIN_GAP_DAYS = 6;

/**
 * The weekly e-mail to admissions listing the warnings, written to the outbox only when there are
 * some and none went out in the last six days (one statement, so two workers cannot both write
 * it). The payload holds the warnings' words, which are about the site, never about a person.
 */
export async function queueStaleContentDigest(
  db: Db,
  admissionsEmail: string,
  now = new Date(),
): Promise<{ outboxId: string | null; warnings: StaleContentWarning[] }> {
  const warnings = await currentStaleContentWarnings(db, now);
  if (warnings.length === 0) return { outboxId: null, warnings };
  const { rows } = await sql<{ id: string }>`
    insert into email_outbox (kind, recipient, payload)
    select 'stale_content', ${admissionsEmail}::text, ${JSON.stringify({ warnings: warnings.map((w) => w.message) })}::jsonb
    where pg_try_advisory_xact_lock(hashtext('stale-content-digest'))
      and not exists (
        select from email_outbox
        where kind = 'stale_content' and created_at > ${now}::timestamptz - make_interval(days => ${DIGEST_MIN_GAP_DAYS})
      )
    returning id, pg_notify(${OUTBOX_CHANNEL}::text, id::text)
  `.execute(db);
  return { outboxId: rows[0]?.id ?? null, warnings };
}
