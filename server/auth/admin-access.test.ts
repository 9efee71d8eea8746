import { describe, expect, it } from 'vitest';
import {
  adminAccessProblem,
  canEditContent,
  editorAccessProblem,
  isAdmin,
  NO_EDITOR_ACCESS,
  NO_ADMIN_ACCESS,
  TWO_FACTOR_CODE_REQUIRED,
  TWO_FACTOR_ENROLMENT_REQUIRED,
} from './admin-access';

const admin = {
  id: 'u1',
  email: 'head@academy.example',
  emailConfirmed: true,
  isAdmin: true,
  isEditor: false,
  twoFactorEnabled: false,
};

describe('isAdmin', () => {
  it('needs the admin role on a confirmed address', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin({ ...admin, emailConfirmed: false })).toBe(false);
    expect(isAdmin({ ...admin, isAdmin: false })).toBe(false);
  });
});

describe('adminAccessProblem', () => {
  it('starts from isAdmin, then asks for the second step and, when required, the enrolment', () => {
    expect(adminAccessProblem({ user: { ...admin, emailConfirmed: false }, twoFactorVerified: false }, false)).toBe(
      NO_ADMIN_ACCESS,
    );
    expect(adminAccessProblem({ user: admin, twoFactorVerified: false }, false)).toBeNull();
    expect(adminAccessProblem({ user: admin, twoFactorVerified: false }, true)).toBe(TWO_FACTOR_ENROLMENT_REQUIRED);
    expect(adminAccessProblem({ user: { ...admin, twoFactorEnabled: true }, twoFactorVerified: false }, true)).toBe(
      TWO_FACTOR_CODE_REQUIRED,
    );
    expect(
      adminAccessProblem({ user: { ...admin, twoFactorEnabled: true }, twoFactorVerified: true }, true),
    ).toBeNull();
  });
});

describe('canEditContent and editorAccessProblem', () => {
  const editor = { ...admin, isAdmin: false, isEditor: true };

  it('lets an editor or an admin on a confirmed address edit content, and nobody else', () => {
    expect(canEditContent(editor)).toBe(true);
    expect(canEditContent(admin)).toBe(true);
    expect(canEditContent({ ...editor, emailConfirmed: false })).toBe(false);
    expect(canEditContent({ ...editor, isEditor: false })).toBe(false);
  });

  it('gives an editor no admin access', () => {
    expect(isAdmin(editor)).toBe(false);
    expect(adminAccessProblem({ user: editor, twoFactorVerified: true }, false)).toBe(NO_ADMIN_ACCESS);
  });

  it('asks for the second step of an editor who enrolled, but never the admins’ enrolment', () => {
    expect(editorAccessProblem({ user: editor, twoFactorVerified: false })).toBeNull();
    expect(editorAccessProblem({ user: { ...editor, twoFactorEnabled: true }, twoFactorVerified: false })).toBe(
      TWO_FACTOR_CODE_REQUIRED,
    );
    expect(editorAccessProblem({ user: { ...editor, isEditor: false }, twoFactorVerified: true })).toBe(
      NO_EDITOR_ACCESS,
    );
  });
});
