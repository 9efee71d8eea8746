import { sql, type RawBuilder } from 'kysely';
import { casOverdueOnOrBefore } from '../../domain/working-days';

/** The applications list's CAS filter: only "overdue" (decision 136). */
export const CAS_LIST_FILTERS = ['overdue'] as const;

/**
 * Whether the application aliased `s` (server/admissions/submission-query.ts) is past the CAS
 * flag, as `casOfApplication` computes it, in SQL: no CAS recorded, an acceptance that counted
 * and said the applicant needs a Student visa, and the clock's start (the later of the acceptance's
 * school date and the date the payments first covered the offer's deposit; the acceptance's alone
 * for a deposit of nothing) on or before today's cut-off, more than 8 working days ago.
 */
export function casOverdueIs(_value: string, now = new Date()): RawBuilder<boolean> {
  const cutOff = casOverdueOnOrBefore(now);
  return sql<boolean>`(not exists (select 1 from cas_records c where c.application_id = s.id)
    and exists (
      select 1 from acceptances a
      join offers o on o.application_id = a.application_id
      cross join lateral (
        select min(p.paid_on) as paid_on from (
          select paid_on, sum(amount_pence) over (order by paid_on, created_at, id) as total
          from payments where application_id = a.application_id
        ) p where p.total >= o.deposit_pence
      ) deposit
      where a.application_id = s.id and a.counted_at is not null and a.needs_visa
        and (o.deposit_pence <= 0 or deposit.paid_on is not null)
        and greatest((a.counted_at at time zone 'Europe/London')::date,
          case when o.deposit_pence <= 0 then null else deposit.paid_on end) <= ${cutOff}::date
    ))`;
}
