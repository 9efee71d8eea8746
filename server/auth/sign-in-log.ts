import type { Db } from '../../db/client';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logger';
import { normalizeEmail } from './accounts';

/**
 * Runs a sign-in and logs its outcome with the account id (null for an unknown address):
 * never the address or the password. A failure looks the id up only to log it.
 */
export async function withSignInLog<T extends { userId: string }>(
  db: Db,
  logger: Logger,
  email: string,
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    const session = await attempt();
    logger.info({ userId: session.userId, outcome: 'success' }, 'sign-in');
    return session;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN')) {
      const account = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
      logger.info(
        { userId: account?.id ?? null, outcome: error.code === 'FORBIDDEN' ? 'unconfirmed' : 'failed' },
        'sign-in',
      );
    }
    throw error;
  }
}
