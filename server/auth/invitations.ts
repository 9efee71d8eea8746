import type { Transaction } from 'kysely';
import { hashAccountToken } from '../../core/accounts/account-tokens';
import { auditAndNotify } from '../../core/audit/audit-and-notify';
import { recordAudit, type AuditActor } from '../../core/audit/audit-log';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import { roleFlags, roleOf, type StaffRole } from '../../domain/staff-roles';
import { AppError } from '../errors/app-error';
import { forgetPendingCredentials, normalizeEmail } from './accounts';
import { hashPassword } from './password-hasher';
import { invalidateUserSessions } from './sessions';

export const INVALID_INVITATION_LINK =
  'This invitation link is invalid, has expired or was withdrawn. Ask an admin to send a new one.';
export const ALREADY_STAFF = 'That address already has a confirmed staff account.';
export const ALREADY_INVITED = 'That address already has a pending invitation: re-send or revoke it from the list.';
export const INVITED_ADDRESS_CONFIRMED =
  'That address has confirmed its own account since the invitation was sent. Sign in with it, and ask an admin for the access you need.';
export const NO_SUCH_INVITATION = 'That invitation does not exist (it may have been accepted or revoked).';

export interface PendingInvitation {
  id: string;
  email: string;
  /** The role the colleague gets on accepting (decision 131). */
  role: StaffRole;
  createdAt: Date;
  /** When the newest link stops working; null until the first e-mail has gone out. */
  expiresAt: Date | null;
}

type StaffActor = { id: string; email: string };

/** Records the invitation and queues its e-mail; the worker makes the link when it sends. */
export async function createInvitation(
  db: Db,
  actor: StaffActor,
  email: string,
  role: StaffRole,
  ip: string | null,
): Promise<{ id: string; outboxIds: string[] }> {
  const address = normalizeEmail(email);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select('email_confirmed_at')
      .where('email', '=', address)
      .executeTakeFirst();
    if (existing?.email_confirmed_at) throw new AppError('CONFLICT', ALREADY_STAFF);
    const invitation = await trx
      .insertInto('staff_invitations')
      .values({ email: address, ...roleFlags(role), invited_by: actor.id })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!invitation) throw new AppError('CONFLICT', ALREADY_INVITED);
    const outboxIds = await queueInvitationEmail(trx, actor, invitation.id, address, { role }, ip);
    return { id: invitation.id, outboxIds };
  });
}

/** Sends the invitation again with a new link (the earlier one stops working when it goes out). */
export async function resendInvitation(
  db: Db,
  actor: StaffActor,
  id: string,
  ip: string | null,
): Promise<{ outboxIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    const invitation = await trx
      .selectFrom('staff_invitations')
      .select(['id', 'email', 'is_admin', 'is_editor'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!invitation) throw new AppError('NOT_FOUND', NO_SUCH_INVITATION);
    const outboxIds = await queueInvitationEmail(
      trx,
      actor,
      invitation.id,
      invitation.email,
      { role: roleOf({ isAdmin: invitation.is_admin, isEditor: invitation.is_editor }), resent: true },
      ip,
    );
    return { outboxIds };
  });
}

async function queueInvitationEmail(
  trx: Transaction<Database>,
  actor: AuditActor,
  invitationId: string,
  address: string,
  details: Record<string, unknown>,
  ip: string | null,
): Promise<string[]> {
  return auditAndNotify(
    trx,
    { actor, action: 'team.invitation_sent', subject: { type: 'invitation', id: invitationId }, details, ip },
    [{ kind: 'staff_invitation', recipient: address, payload: { invitationId }, referenceId: invitationId }],
  );
}

export async function revokeInvitation(db: Db, actor: StaffActor, id: string, ip: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const revoked = await trx.deleteFrom('staff_invitations').where('id', '=', id).returning('id').executeTakeFirst();
    if (!revoked) throw new AppError('NOT_FOUND', NO_SUCH_INVITATION);
    await recordAudit(trx, { actor, action: 'team.invitation_revoked', subject: { type: 'invitation', id }, ip });
  });
}

export async function listInvitations(db: Db): Promise<PendingInvitation[]> {
  const rows = await db
    .selectFrom('staff_invitations')
    .select(['id', 'email', 'is_admin', 'is_editor', 'created_at', 'expires_at'])
    .orderBy('created_at', 'desc')
    .limit(1_000)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: roleOf({ isAdmin: row.is_admin, isEditor: row.is_editor }),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  }));
}

/**
 * Spends an invitation link: the colleague's account is created (or an unconfirmed one taken
 * over, with every earlier sign-up's password dropped) with the chosen password, confirmed,
 * with the role the admin chose. The link proves the address, as a confirmation link does.
 * An address confirmed since the invitation was sent is refused (CONFLICT).
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string,
  ip: string | null,
  now = new Date(),
): Promise<{ email: string }> {
  const passwordHash = await hashPassword(password);
  const accepted = await db.transaction().execute(async (trx) => {
    const invitation = await trx
      .deleteFrom('staff_invitations')
      .where('token_hash', '=', hashAccountToken(token))
      .returning(['id', 'email', 'is_admin', 'is_editor', 'expires_at'])
      .executeTakeFirst();
    if (!invitation?.expires_at || invitation.expires_at.getTime() <= now.getTime()) return null;
    const user = await trx
      .insertInto('users')
      .values({
        email: invitation.email,
        password_hash: passwordHash,
        password_strong: true,
        email_confirmed_at: now,
        is_admin: invitation.is_admin,
        is_editor: invitation.is_editor,
      })
      .onConflict((oc) =>
        oc
          .column('email')
          .doUpdateSet((eb) => ({
            password_hash: eb.ref('excluded.password_hash'),
            password_strong: true,
            email_confirmed_at: eb.val(now),
            is_admin: eb.ref('excluded.is_admin'),
            is_editor: eb.ref('excluded.is_editor'),
          }))
          // A confirmed account belongs to whoever confirmed it: an invitation never rewrites its password or role.
          .where('users.email_confirmed_at', 'is', null),
      )
      .returning(['id', 'email'])
      .executeTakeFirst();
    // Thrown inside the transaction, so the invitation stays (an admin can revoke it) and nothing changes.
    if (!user) throw new AppError('CONFLICT', INVITED_ADDRESS_CONFIRMED);
    await forgetPendingCredentials(trx, user.id);
    await invalidateUserSessions(trx, user.id);
    await recordAudit(trx, {
      actor: user,
      action: 'team.invitation_accepted',
      subject: { type: 'invitation', id: invitation.id },
      details: { userId: user.id, role: roleOf({ isAdmin: invitation.is_admin, isEditor: invitation.is_editor }) },
      ip,
    });
    return { email: user.email };
  });
  if (!accepted) throw new AppError('BAD_REQUEST', INVALID_INVITATION_LINK);
  return accepted;
}
