/**
 * Every action the audit log records. Add new ones here: the dashboard's filter lists them and
 * core/audit/audit-log.ts accepts only these.
 * Names are `area.verb`, past tense where it reads better in the log.
 */
export const AUDIT_ACTIONS = [
  'auth.signed_in',
  'auth.signed_out',
  'auth.password_changed',
  'auth.password_reset_requested',
  'auth.password_reset',
  'team.invitation_sent',
  'team.invitation_revoked',
  'team.invitation_accepted',
  'auth.two_factor_enrolled',
  'auth.two_factor_removed',
  'auth.two_factor_failed',
  'auth.recovery_code_used',
  'auth.recovery_codes_regenerated',
  'auth.totp_key_rotated',
  'auth.session_ended',
  'team.sessions_ended',
  'submission.opened',
  'submission.marked_read',
  'submission.exported_csv',
  'application.status_changed',
  'application.status_emailed',
  'application.withdrawn_by_applicant',
  'application.duplicate_dismissed',
  'document.accepted',
  'document.rejected',
  'document.downloaded',
  'document.missing_requested',
  'submission.note_added',
  'team.admin_granted',
  'team.admin_revoked',
  'privacy.access_exported',
  'privacy.erased',
  'privacy.retention_run',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
