import { z } from 'zod';
import { NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT } from '../../domain/new-password';
import { AppError } from '../errors/app-error';
import { loadCommonPasswords } from './common-passwords';

/**
 * The strong policy for every password chosen after sign-up (reset, invitation, change) and
 * for any admin: at least 8 characters and not among the 10,000 most common passwords
 * (docs/decisions/062-password-policy.md). Public sign-up keeps the spec's 6-character rule.
 */
export const STRONG_PASSWORD_MIN_LENGTH = NEW_PASSWORD_MIN_LENGTH;
export const PASSWORD_TOO_SHORT = NEW_PASSWORD_TOO_SHORT;
export const PASSWORD_TOO_COMMON = 'This password is one of the most common passwords. Please choose another.';
export const ADMIN_NEEDS_STRONG_PASSWORD =
  'This account cannot be made an admin yet: its password does not meet the admin password rules (at least 8 characters, not a common password). Ask them to change it first.';

const common = loadCommonPasswords();

function isCommon(password: string): boolean {
  return common.has(password.toLowerCase());
}

/** The reason the password fails the strong policy, or null when it passes. */
export function strongPasswordProblem(password: string): string | null {
  if ([...password].length < STRONG_PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (isCommon(password)) return PASSWORD_TOO_COMMON;
  return null;
}

export function meetsStrongPolicy(password: string): boolean {
  return strongPasswordProblem(password) === null;
}

/** The input field for a new password under the strong policy; the first failed rule is the message. */
export const strongPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(256, 'Password must be at most 256 characters')
  .superRefine((value, ctx) => {
    const problem = strongPasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export function assertStrongForAdmin(passwordStrong: boolean): void {
  if (!passwordStrong) throw new AppError('CONFLICT', ADMIN_NEEDS_STRONG_PASSWORD);
}
