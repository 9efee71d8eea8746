import { UnrecoverableError } from 'bullmq';
import type { Db } from '../../../db/client';

/** The account an account e-mail is about, by the userId in its outbox payload. */
export async function loadAccount(db: Db, payload: Record<string, unknown>) {
  const userId = payload.userId;
  if (typeof userId !== 'string') throw new UnrecoverableError('outbox payload has no userId');
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'email_confirmed_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new UnrecoverableError(`account ${userId} no longer exists`);
  return user;
}
