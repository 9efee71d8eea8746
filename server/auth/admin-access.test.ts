import { describe, expect, it } from 'vitest';
import {
  adminAccessProblem,
  isAdmin,
  NO_ADMIN_ACCESS,
  TWO_FACTOR_CODE_REQUIRED,
  TWO_FACTOR_ENROLMENT_REQUIRED,
} from './admin-access';

const admin = { id: 'u1', email: 'head@academy.example', emailConfirmed: true, isAdmin: true, twoFactorEnabled: false };

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
