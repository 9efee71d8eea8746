import { sql } from 'kysely';
import { recordAudit, type AuditActor } from '../../core/audit/audit-log';
import { SLOT_PATTERN_COLUMNS, slotPatternOf } from '../../core/visits/slot-rule-row';
import type { Db } from '../../db/client';
import { slotRuleMessages, type SlotClosureInput, type SlotKind, type SlotRuleInput } from '../../domain/slot-rules';
import { AppError } from '../errors/app-error';

export interface Who {
  actor: AuditActor;
  ip?: string | null;
}

export interface SlotRuleSummary extends SlotRuleInput {
  id: string;
  active: boolean;
  /** Bookings still on, from now. */
  upcomingBookings: number;
}

const subject = (id: string) => ({ type: 'slot_rule', id });

/** Staff's slot rules of one kind (or all), active first, with their bookings still to come. */
export async function listSlotRules(db: Db, kind?: SlotKind, now = new Date()): Promise<SlotRuleSummary[]> {
  let query = db
    .selectFrom('slot_rules')
    .select((eb) => [
      ...SLOT_PATTERN_COLUMNS,
      'label',
      'officer_id',
      'mode',
      'video_url',
      'programme',
      'active',
      eb
        .selectFrom('bookings')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('bookings.rule_id', '=', 'slot_rules.id')
        .where('bookings.status', '=', 'booked')
        .where('bookings.starts_at', '>', now)
        .as('upcoming'),
    ])
    .orderBy('active', 'desc')
    .orderBy('created_at');
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...slotPatternOf(row),
    label: row.label,
    officerId: row.officer_id,
    mode: row.mode,
    videoUrl: row.video_url,
    programme: row.programme as SlotRuleInput['programme'],
    active: row.active,
    upcomingBookings: row.upcoming ?? 0,
  }));
}

function columnsOf(rule: SlotRuleInput) {
  return {
    kind: rule.kind,
    label: rule.label,
    weekdays: rule.weekdays,
    times: rule.times,
    length_minutes: rule.lengthMinutes,
    capacity: rule.capacity,
    min_notice_hours: rule.minNoticeHours,
    skip_holidays: rule.skipHolidays,
    officer_id: rule.officerId,
    mode: rule.mode,
    video_url: rule.videoUrl,
    programme: rule.programme,
  };
}

async function checkOfficer(db: Db, rule: SlotRuleInput): Promise<void> {
  if (!rule.officerId) return;
  const officer = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', rule.officerId)
    .where('email_confirmed_at', 'is not', null)
    .executeTakeFirst();
  if (!officer) throw new AppError('BAD_REQUEST', slotRuleMessages.officerNotStaff);
}

export async function createSlotRule(db: Db, rule: SlotRuleInput, who: Who): Promise<{ id: string }> {
  await checkOfficer(db, rule);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('slot_rules')
      .values({ ...columnsOf(rule), created_by: typeof who.actor === 'string' ? null : who.actor.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: who.actor,
      action: 'slots.rule_created',
      subject: subject(row.id),
      details: { ...rule },
      ip: who.ip ?? null,
    });
    return { id: row.id };
  });
}

/**
 * Changes a rule's pattern. Bookings already made keep their own start and end (decision 141):
 * a visit booked at a time the rule no longer offers still happens; staff see it on the list.
 * The kind never changes: a visit's rule cannot become an interview's.
 */
export async function updateSlotRule(db: Db, id: string, rule: SlotRuleInput, who: Who): Promise<void> {
  await checkOfficer(db, rule);
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('slot_rules')
      .set({ ...columnsOf(rule), updated_at: sql`now()` })
      .where('id', '=', id)
      .where('kind', '=', rule.kind)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new AppError('NOT_FOUND', slotRuleMessages.ruleNotFound);
    await recordAudit(trx, {
      actor: who.actor,
      action: 'slots.rule_updated',
      subject: subject(id),
      details: { ...rule },
      ip: who.ip ?? null,
    });
  });
}

/** Disables (no new slots; bookings stay) or enables a rule again. */
export async function setSlotRuleActive(db: Db, id: string, active: boolean, who: Who): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('slot_rules')
      .set({ active, updated_at: sql`now()` })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new AppError('NOT_FOUND', slotRuleMessages.ruleNotFound);
    await recordAudit(trx, {
      actor: who.actor,
      action: active ? 'slots.rule_enabled' : 'slots.rule_disabled',
      subject: subject(id),
      ip: who.ip ?? null,
    });
  });
}

export interface SlotClosureSummary {
  id: string;
  date: string;
  ruleId: string | null;
  note: string;
}

/** Dates left out from `from` on (school dates), soonest first. */
export async function listSlotClosures(db: Db, from: string): Promise<SlotClosureSummary[]> {
  const rows = await db
    .selectFrom('slot_closures')
    .select(['id', 'on_date', 'rule_id', 'note'])
    .where('on_date', '>=', from)
    .orderBy('on_date')
    .limit(1_000)
    .execute();
  return rows.map((row) => ({ id: row.id, date: row.on_date, ruleId: row.rule_id, note: row.note }));
}

export async function addSlotClosure(db: Db, closure: SlotClosureInput, who: Who): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    if (closure.ruleId) {
      const rule = await trx.selectFrom('slot_rules').select('id').where('id', '=', closure.ruleId).executeTakeFirst();
      if (!rule) throw new AppError('NOT_FOUND', slotRuleMessages.ruleNotFound);
    }
    const row = await trx
      .insertInto('slot_closures')
      .values({
        on_date: closure.date,
        rule_id: closure.ruleId,
        note: closure.note,
        created_by: typeof who.actor === 'string' ? null : who.actor.id,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new AppError('CONFLICT', slotRuleMessages.closureExists);
    await recordAudit(trx, {
      actor: who.actor,
      action: 'slots.date_left_out',
      subject: { type: 'slot_closure', id: row.id },
      details: { ...closure },
      ip: who.ip ?? null,
    });
    return { id: row.id };
  });
}

export async function removeSlotClosure(db: Db, id: string, who: Who): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('slot_closures')
      .where('id', '=', id)
      .returning(['on_date', 'rule_id'])
      .executeTakeFirst();
    if (!removed) throw new AppError('NOT_FOUND', slotRuleMessages.closureNotFound);
    await recordAudit(trx, {
      actor: who.actor,
      action: 'slots.date_restored',
      subject: { type: 'slot_closure', id },
      details: { date: removed.on_date, ruleId: removed.rule_id },
      ip: who.ip ?? null,
    });
  });
}
