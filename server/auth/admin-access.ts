import type { SessionUser } from './request-session';

export const SIGN_IN_REQUIRED = 'Please sign in.';
export const NO_ADMIN_ACCESS = 'Your account does not have access to this.';
export const TWO_FACTOR_ENROLMENT_REQUIRED =
  'Set up two-factor authentication before you can see applicant data: open Security on the dashboard.';
export const TWO_FACTOR_CODE_REQUIRED = 'Enter the code from your authenticator app to continue.';

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
