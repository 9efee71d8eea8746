import { UnrecoverableError } from 'bullmq';
import { INVITATION_TOKEN_TTL_MS, newAccountToken } from '../../../core/accounts/account-tokens';
import { site } from '../../../domain/site';
import { roleOf } from '../../../domain/staff-roles';
import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';

/** This e-mail's words (decision 101). */
const messages = {
  subject: `You are invited to the ${site.name} staff area`,
  heading: 'You are invited to join the staff area',
  invited: (role: 'admin' | 'editor' | 'staff') =>
    `An administrator of the ${site.name} website invited this email address to a staff account${{ admin: ' with admin access', editor: ' as an editor of the site’s content', staff: '' }[role]}.`,
  followTheLink:
    'To accept, follow the link below and choose your password. The link works once and expires in 7 days.',
  action: 'Accept the invitation',
  notYou: 'If you did not expect this, you can ignore this email.',
} as const;

/**
 * The invitation link for a new colleague. The token is made here, at send time, and replaces
 * the invitation's earlier link; a revoked invitation (row gone) is never sent.
 */
export const staffInvitation: EmailKindHandler = {
  kind: 'staff_invitation',
  async render(payload, { db, appUrl }) {
    const invitationId = payload.invitationId;
    if (typeof invitationId !== 'string') throw new UnrecoverableError('outbox payload has no invitationId');
    const { token, hash } = newAccountToken();
    const invitation = await db
      .updateTable('staff_invitations')
      .set({ token_hash: hash, expires_at: new Date(Date.now() + INVITATION_TOKEN_TTL_MS) })
      .where('id', '=', invitationId)
      .returning(['id', 'is_admin', 'is_editor'])
      .executeTakeFirst();
    if (!invitation) throw new UnrecoverableError(`invitation ${invitationId} was accepted or revoked`);
    const url = new URL('/auth/invite', appUrl);
    url.searchParams.set('token', token);
    return {
      subject: messages.subject,
      ...renderEmail({
        heading: messages.heading,
        paragraphs: [
          messages.invited(roleOf({ isAdmin: invitation.is_admin, isEditor: invitation.is_editor })),
          messages.followTheLink,
        ],
        action: { label: messages.action, url: url.toString() },
        closing: [messages.notYou, `${site.name}`],
      }),
    };
  },
};
