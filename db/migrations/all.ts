import type { Migration } from 'kysely';
import * as createSubmissions from './2026_11_22_0001_create_submissions';
import * as createAccounts from './2026_11_22_0002_create_accounts';
import * as createEmailOutbox from './2026_11_22_0003_create_email_outbox';
import * as admissionsWorkflow from './2026_11_22_0004_admissions_workflow';

/**
 * Every migration, in order. Listed statically (not read from the folder at run time) so
 * the bundled production server and worker carry them too. Append; never edit a landed one.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_create_submissions': createSubmissions,
  '2026_11_22_0002_create_accounts': createAccounts,
  '2026_11_22_0003_create_email_outbox': createEmailOutbox,
  '2026_11_22_0004_admissions_workflow': admissionsWorkflow,
};
