import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { sql } from 'kysely';
import { recordAudit } from '../../core/audit/audit-log';
import type { FeedEvent } from '../../core/visits/staff-feed';
import type { Db } from '../../db/client';
import { isAdmin } from '../auth/admin-access';
import type { Who } from './slot-rules';

/** Where a feed is served: /calendar/<token>.ics (the token is logged as [token], request-logging.ts). */
export const CALENDAR_FEED_PREFIX = '/calendar/';
/** 256 random bits, base32 lower-case: 52 characters. */
const FEED_TOKEN = /^[a-z2-7]{52}$/;
/** Past visits and interviews stay in the feed for this long, and cancelled ones show as cancelled. */
export const FEED_PAST_DAYS = 30;
const DAY_MS = 86_400_000;

function hashOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export function feedUrl(appOrigin: string, token: string): string {
  return `${appOrigin}${CALENDAR_FEED_PREFIX}${token}.ics`;
}

export interface FeedStatus {
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The staff member's live feed, if any: when it was made and last read (never its token). */
export async function feedStatus(db: Db, userId: string): Promise<FeedStatus | null> {
  const row = await db
    .selectFrom('staff_calendar_feeds')
    .select(['created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { createdAt: row.created_at, lastUsedAt: row.last_used_at } : null;
}

/**
 * Makes a new feed token for the staff member and returns it, the only time it is ever seen;
 * a feed they already had stops working (a rotation).
 */
export async function createFeed(db: Db, user: { id: string; email: string }, who: Who): Promise<string> {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const token = encodeBase32LowerCaseNoPadding(bytes);
  await db.transaction().execute(async (trx) => {
    // Two makes at once for one person would both find the old feed and both insert a live one:
    // the account's row makes them take turns.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    const replaced = await trx
      .updateTable('staff_calendar_feeds')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    const row = await trx
      .insertInto('staff_calendar_feeds')
      .values({ user_id: user.id, token_hash: hashOf(token) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: who.actor,
      action: 'calendar.feed_created',
      subject: { type: 'calendar_feed', id: row.id },
      details: { replaced: Boolean(replaced) },
      ip: who.ip ?? null,
    });
  });
  return token;
}

/** Stops the staff member's feed; false when they had none. */
export async function revokeFeed(db: Db, user: { id: string }, who: Who): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('staff_calendar_feeds')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!revoked) return false;
    await recordAudit(trx, {
      actor: who.actor,
      action: 'calendar.feed_revoked',
      subject: { type: 'calendar_feed', id: revoked.id },
      ip: who.ip ?? null,
    });
    return true;
  });
}

/**
 * The events of the feed a token opens, or undefined for a token that is malformed, unknown,
 * revoked, or whose owner is no longer an admin (the feed shows applicants' names). All visits,
 * and the owner's own interviews, from FEED_PAST_DAYS ago on; a cancelled booking stays, marked,
 * for FEED_PAST_DAYS after its cancellation, so a subscribed calendar sees it go.
 */
export async function feedEvents(db: Db, token: string, now = new Date()): Promise<FeedEvent[] | undefined> {
  if (!FEED_TOKEN.test(token)) return undefined;
  const feed = await db
    .selectFrom('staff_calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['f.id', 'f.user_id', 'u.is_admin', 'u.email_confirmed_at'])
    .where('f.token_hash', '=', hashOf(token))
    .where('f.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!feed || !isAdmin({ isAdmin: feed.is_admin, emailConfirmed: feed.email_confirmed_at !== null })) return undefined;
  await db.updateTable('staff_calendar_feeds').set({ last_used_at: now }).where('id', '=', feed.id).execute();
  const since = new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS);
  const rows = await db
    .selectFrom('bookings as b')
    .innerJoin('slot_rules as r', 'r.id', 'b.rule_id')
    .leftJoin('applications as a', 'a.id', 'b.application_id')
    .select([
      'b.ical_uid',
      'b.sequence',
      'b.kind',
      'b.status',
      'b.starts_at',
      'b.ends_at',
      'b.name',
      'b.updated_at',
      'r.mode',
      'r.programme as rule_programme',
      'a.programme as application_programme',
    ])
    .where('b.ends_at', '>=', since)
    .where((eb) =>
      eb.or([
        eb('b.kind', '=', 'visit'),
        eb.and([eb('b.kind', '=', 'interview'), eb('b.officer_id', '=', feed.user_id)]),
      ]),
    )
    .where((eb) => eb.or([eb('b.status', '=', 'booked'), eb('b.cancelled_at', '>=', since)]))
    .orderBy('b.starts_at')
    .limit(5_000)
    .execute();
  return rows.map((row) => ({
    uid: row.ical_uid,
    sequence: row.sequence,
    kind: row.kind,
    status: row.status,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    name: row.name,
    programme: row.kind === 'interview' ? (row.application_programme ?? row.rule_programme ?? null) : null,
    mode: row.kind === 'interview' ? row.mode : null,
    changedAt: row.updated_at,
  }));
}
