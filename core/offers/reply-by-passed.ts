import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import { schoolDate } from '../../domain/intakes';
import { OUTBOX_CHANNEL } from '../outbox/email-outbox';

/**
 * An offer whose reply-by date has passed with no acceptance that counted (decision 134, amended):
 * the application is still at "offer" (an acceptance that counts moves it on) and the school's
 * today is after the date. `o` is the offers table.
 */
export function replyByPassed(eb: ExpressionBuilder<Database & { o: Database['offers'] }, 'o'>, now = new Date()) {
  return eb.and([
    eb('o.reply_by', '<', schoolDate(now)),
    eb.exists(
      eb
        .selectFrom('applications as a')
        .select(sql.lit(1).as('one'))
        .whereRef('a.id', '=', 'o.application_id')
        .where('a.status', '=', 'offer'),
    ),
  ]);
}

/** The same rule for the application aliased `s` in the staff list's query (its "Reply-by passed" badge). */
export function replyByPassedOfListed(now = new Date()): RawBuilder<boolean> {
  return sql<boolean>`(s.status = 'offer' and exists (select 1 from offers o
    where o.application_id = s.id and o.reply_by < ${schoolDate(now)}::date))`;
}

/**
 * The daily check: the offers whose reply-by date passed with no acceptance and that admissions
 * have not been told about yet are listed in one e-mail to admissions (`reply_by_passed`, its
 * payload their application ids), and each is marked told in the same transaction, so it is
 * reported once however many workers run the check; extending the date clears the mark. The
 * outbox row is announced on commit, so the worker sends it at once. Nothing is written when
 * there is nothing to tell.
 */
export async function queueReplyByPassedDigest(
  db: Db,
  admissionsEmail: string,
  now = new Date(),
): Promise<{ outboxId: string | null; applicationIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    const offers = await trx
      .selectFrom('offers as o')
      .select('o.application_id')
      .where((eb) => eb.and([eb('o.reply_by_passed_told_at', 'is', null), replyByPassed(eb, now)]))
      .orderBy('o.reply_by')
      .orderBy('o.application_id')
      .forUpdate()
      .skipLocked()
      .execute();
    const applicationIds = offers.map((offer) => offer.application_id);
    if (applicationIds.length === 0) return { outboxId: null, applicationIds };
    await trx
      .updateTable('offers')
      .set({ reply_by_passed_told_at: now })
      .where('application_id', 'in', applicationIds)
      .execute();
    const { rows } = await sql<{ id: string }>`
      insert into email_outbox (kind, recipient, payload)
      values ('reply_by_passed', ${admissionsEmail}::text, ${JSON.stringify({ applicationIds })}::jsonb)
      returning id, pg_notify(${OUTBOX_CHANNEL}::text, id::text)
    `.execute(trx);
    return { outboxId: rows[0]!.id, applicationIds };
  });
}
