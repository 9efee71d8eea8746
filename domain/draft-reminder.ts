/**
 * An application draft left untouched this many days gets one reminder e-mail: the
 * worker sends it (worker/jobs/draft-reminders.ts) and the privacy notice says so.
 */
export const DRAFT_REMINDER_AFTER_DAYS = 3;
