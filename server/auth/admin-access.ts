import type { SessionUser } from './request-session';

export const SIGN_IN_REQUIRED = 'Please sign in.';
export const NO_ADMIN_ACCESS = 'Your account does not have access to this.';
export const TWO_FACTOR_ENROLMENT_REQUIRED =
  'Set up two-factor authentication before you can see applicant data: open Security on the dashboard.';
export const TWO_FACTOR_CODE_REQUIRED = 'Enter the code from your authenticator app to continue.';

export const NO_EDITOR_ACCESS = 'Your account does not have access to the site’s content.';

export interface SessionAccess {
  user: SessionUser;
  twoFactorVerified: boolean;
}

/**
 * The admin rule: the admin role on a confirmed address. What the dashboard is told (`me`) and
 * what every admin check starts from (adminAccessProblem, behind adminProcedure and
 * requireAdminHttp); using admin pages also needs the second step (below).
 */
export function isAdmin(user: Pick<SessionUser, 'isAdmin' | 'emailConfirmed'>): boolean {
  return user.isAdmin && user.emailConfirmed;
}

/**
 * The editor rule: the editor or the admin role on a confirmed address (an admin may do everything
 * an editor may, decision 131). Editors edit and publish the site's content and read no applicant data.
 */
export function canEditContent(user: Pick<SessionUser, 'isAdmin' | 'isEditor' | 'emailConfirmed'>): boolean {
  return (user.isAdmin || user.isEditor) && user.emailConfirmed;
}

/** Why a session may not act for its account yet (2FA enrolled but not entered this session), or null. */
export function secondStepProblem({ user, twoFactorVerified }: SessionAccess): string | null {
  return user.twoFactorEnabled && !twoFactorVerified ? TWO_FACTOR_CODE_REQUIRED : null;
}

/**
 * Why this session may not use admin procedures or pages, or null when it may. One place for
 * the rule, so tRPC and plain Express routes (Bull Board) agree.
 */
export function adminAccessProblem(session: SessionAccess, requireAdmin2fa: boolean): string | null {
  const { user } = session;
  if (!isAdmin(user)) return NO_ADMIN_ACCESS;
  const secondStep = secondStepProblem(session);
  if (secondStep) return secondStep;
  if (requireAdmin2fa && !user.twoFactorEnabled) return TWO_FACTOR_ENROLMENT_REQUIRED;
  return null;
}

/**
 * Why this session may not edit or publish content, or null when it may. Content holds no
 * applicant data, so REQUIRE_ADMIN_2FA does not apply; an account with two-factor still needs its
 * second step in this session.
 */
export function editorAccessProblem(session: SessionAccess): string | null {
  if (!canEditContent(session.user)) return NO_EDITOR_ACCESS;
  return secondStepProblem(session);
}
