/**
 * What is held about one data subject (an e-mail address), counted by kind. The access export's
 * summary, the erasure's result and the dashboard's subject-access table all use these keys
 * (docs/decisions/050-052); each adds only what is its own (audit entries found, mentions blanked).
 */
export interface SubjectCounts {
  applications: number;
  /** The application draft saved from the address (0 or 1). */
  drafts: number;
  contactMessages: number;
  notes: number;
  statusChanges: number;
  emails: number;
  /** 1 when a staff account has the address, else 0. */
  staffAccount: number;
}
