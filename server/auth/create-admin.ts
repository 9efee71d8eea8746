import type { Db } from '../../db/client';
import { normalizeEmail } from './accounts';
import { AppError } from '../errors/app-error';
import { hashPassword } from './password-hasher';
import { strongPasswordProblem } from './password-policy';
import { invalidateUserSessions } from './sessions';

/**
 * Creates a confirmed admin (or, with `role` editor, an editor of the site's content, decision
 * 131), or promotes (and confirms) an existing account to that role and sets the given
 * password, revoking its sessions as any password change does. Promoting never takes a role away.
 */
export async function createOrPromoteAdmin(
  db: Db,
  email: string,
  password: string,
  role: 'admin' | 'editor' = 'admin',
): Promise<{ userId: string; created: boolean }> {
  const grant = role === 'admin' ? { is_admin: true } : { is_editor: true };
  const problem = strongPasswordProblem(password);
  if (problem) throw new AppError('BAD_REQUEST', `${problem} (an admin's password must meet the strong policy).`);
  const address = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', address)
      .forUpdate()
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('users')
        .set((eb) => ({
          ...grant,
          password_hash: passwordHash,
          password_strong: true,
          email_confirmed_at: eb.fn.coalesce('email_confirmed_at', eb.val(new Date())),
        }))
        .where('id', '=', existing.id)
        .execute();
      await invalidateUserSessions(trx, existing.id);
      return { userId: existing.id, created: false };
    }
    const row = await trx
      .insertInto('users')
      .values({
        email: address,
        password_hash: passwordHash,
        password_strong: true,
        email_confirmed_at: new Date(),
        ...grant,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { userId: row.id, created: true };
  });
}
