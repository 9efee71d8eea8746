import { z } from 'zod';

/**
 * The roles a staff account can hold (decision 131): `admin` reads applicants' data and manages the
 * team; `editor` edits and publishes the site's content and reads no applicant data; `staff` is a
 * confirmed account with neither, which sees nothing until given a role. An admin may do everything
 * an editor may.
 */
export const STAFF_ROLES = ['admin', 'editor', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffRoleField = z.enum(STAFF_ROLES, { error: 'Choose a role: admin, editor or staff.' });

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor', staff: 'Staff' };

/** The role the two stored flags make: the admin flag wins, as an admin may do what an editor may. */
export function roleOf(flags: { isAdmin: boolean; isEditor: boolean }): StaffRole {
  if (flags.isAdmin) return 'admin';
  return flags.isEditor ? 'editor' : 'staff';
}

/** The stored flags of a role. */
export function roleFlags(role: StaffRole): { is_admin: boolean; is_editor: boolean } {
  return { is_admin: role === 'admin', is_editor: role === 'editor' };
}
