import { recordAudit, type AuditActor } from '../../core/audit/audit-log';
import type { Db } from '../../db/client';
import { assertStrongForAdmin } from '../auth/password-policy';
import { AppError } from '../errors/app-error';

export interface TeamMember {
  id: string;
  email: string;
  isAdmin: boolean;
  /** Edits and publishes the site's content (decision 131). */
  isEditor: boolean;
  createdAt: Date;
  confirmedAt: Date;
}

/** Confirmed accounts, admins first; unconfirmed sign-ups are not staff yet. */
export async function listTeam(db: Db): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'is_admin', 'is_editor', 'created_at', 'email_confirmed_at'])
    .where('email_confirmed_at', 'is not', null)
    .orderBy('is_admin', 'desc')
    .orderBy('email')
    .limit(1_000)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    isAdmin: row.is_admin,
    isEditor: row.is_editor,
    createdAt: row.created_at,
    confirmedAt: row.email_confirmed_at!,
  }));
}

export const LAST_ADMIN_MESSAGE = 'You cannot revoke the last admin: grant the role to someone else first.';

/** Grants or revokes the admin role; the last admin can never be revoked, even by racing requests. */
export async function setAdminRole(
  db: Db,
  userId: string,
  isAdmin: boolean,
  by: AuditActor = 'system',
  ip: string | null = null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Locking every admin row serialises concurrent revocations, so two admins cannot remove each other.
    const admins = await trx.selectFrom('users').select('id').where('is_admin', '=', true).forUpdate().execute();
    const user = await trx
      .selectFrom('users')
      .select(['id', 'is_admin', 'email_confirmed_at', 'password_strong'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user || user.email_confirmed_at === null)
      throw new AppError('NOT_FOUND', 'That account does not exist or is not confirmed.');
    if (user.is_admin === isAdmin) return;
    if (!isAdmin && admins.length <= 1) throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
    if (isAdmin) assertStrongForAdmin(user.password_strong);
    await trx.updateTable('users').set({ is_admin: isAdmin }).where('id', '=', userId).execute();
    await recordAudit(trx, {
      actor: by,
      action: isAdmin ? 'team.admin_granted' : 'team.admin_revoked',
      subject: { type: 'user', id: userId },
      ip,
    });
  });
}

/**
 * Grants or revokes the editor role (decision 131): the site's content and nothing else. An
 * admin needs no editor role to edit content, and keeps their admin role either way.
 */
export async function setEditorRole(
  db: Db,
  userId: string,
  isEditor: boolean,
  by: AuditActor = 'system',
  ip: string | null = null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'is_editor', 'email_confirmed_at'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user || user.email_confirmed_at === null)
      throw new AppError('NOT_FOUND', 'That account does not exist or is not confirmed.');
    if (user.is_editor === isEditor) return;
    await trx.updateTable('users').set({ is_editor: isEditor }).where('id', '=', userId).execute();
    await recordAudit(trx, {
      actor: by,
      action: isEditor ? 'team.editor_granted' : 'team.editor_revoked',
      subject: { type: 'user', id: userId },
      ip,
    });
  });
}
