import { recordAudit } from '../../core/audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../errors/app-error';
import type { SessionPolicy } from './sessions';
import { describeDevice } from './user-agent';

export interface ListedSession {
  id: string;
  device: string;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  current: boolean;
}

export interface SessionActor {
  userId: string;
  email: string;
  sessionId: string;
  ip: string;
}

/**
 * The account's live sessions, newest use first; ids are the public ids, never the token hash.
 * Sessions past their absolute lifetime or (for an admin) idle too long are dead even before
 * their next request deletes them, so they are not listed.
 */
export async function listSessions(
  db: Db,
  user: { id: string; isAdmin: boolean },
  currentSessionId: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<ListedSession[]> {
  const bornAfter = new Date(now.getTime() - policy.absoluteLifetimeMs);
  const usedAfter = new Date(now.getTime() - policy.adminIdleTimeoutMs);
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'public_id', 'user_agent', 'ip', 'created_at', 'last_used_at'])
    .where('user_id', '=', user.id)
    .where('expires_at', '>', now)
    .where('created_at', '>', bornAfter)
    .$if(user.isAdmin, (qb) => qb.where((eb) => eb(eb.fn.coalesce('last_used_at', 'created_at'), '>', usedAfter)))
    .orderBy((eb) => eb.fn.coalesce('last_used_at', 'created_at'), 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.public_id,
    device: describeDevice(row.user_agent),
    ip: row.ip,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the actor's own sessions (not found when it is someone else's). */
export async function endOwnSession(db: Db, actor: SessionActor, publicId: string): Promise<{ endedCurrent: boolean }> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .deleteFrom('sessions')
      .where('public_id', '=', publicId)
      .where('user_id', '=', actor.userId)
      .returning('id')
      .executeTakeFirst();
    if (!ended) throw new AppError('NOT_FOUND', 'That session has already ended.');
    await recordAudit(trx, {
      actor: { id: actor.userId, email: actor.email },
      action: 'auth.session_ended',
      subject: { type: 'user', id: actor.userId },
      details: { sessions: 1, scope: 'one' },
      ip: actor.ip,
    });
    return { endedCurrent: ended.id === actor.sessionId };
  });
}

/** "Sign out everywhere else": every session of the account but this one. */
export async function endOtherSessions(db: Db, actor: SessionActor): Promise<{ ended: number }> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('sessions')
      .where('user_id', '=', actor.userId)
      .where('id', '<>', actor.sessionId)
      .executeTakeFirst();
    const ended = Number(result.numDeletedRows);
    await recordAudit(trx, {
      actor: { id: actor.userId, email: actor.email },
      action: 'auth.session_ended',
      subject: { type: 'user', id: actor.userId },
      details: { sessions: ended, scope: 'others' },
      ip: actor.ip,
    });
    return { ended };
  });
}

/** An admin ends every session of a staff member (a lost laptop, someone leaving). */
export async function endAllSessionsOf(db: Db, actor: SessionActor, userId: string): Promise<{ ended: number }> {
  return db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!target) throw new AppError('NOT_FOUND', 'That account does not exist.');
    const result = await trx.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
    const ended = Number(result.numDeletedRows);
    await recordAudit(trx, {
      actor: { id: actor.userId, email: actor.email },
      action: 'team.sessions_ended',
      subject: { type: 'user', id: userId },
      details: { sessions: ended },
      ip: actor.ip,
    });
    return { ended };
  });
}
