import type { Migration } from 'kysely';
import * as createSubmissions from './2026_11_22_0001_create_submissions';
import * as createAccounts from './2026_11_22_0002_create_accounts';
import * as createEmailOutbox from './2026_11_22_0003_create_email_outbox';
import * as admissionsWorkflow from './2026_11_22_0004_admissions_workflow';
import * as auditLog from './2026_11_23_0005_audit_log';
import * as dataProtection from './2026_11_23_0006_data_protection';
import * as accountRecovery from './2026_11_23_0007_account_recovery';
import * as twoFactorSessions from './2026_11_23_0008_two_factor_sessions';
import * as submissionCounts from './2026_11_23_0009_submission_counts';
import * as searchIndexTuning from './2026_11_23_0010_search_index_tuning';
import * as applicationRole from './2026_11_25_0011_application_role';
import * as applicantSignIn from './2026_11_26_0012_applicant_sign_in';
import * as applicationDocuments from './2026_11_26_0013_application_documents';
import * as duplicateDismissals from './2026_11_26_0014_duplicate_dismissals';
import * as applicationDrafts from './2026_11_26_0015_application_drafts';
import * as submissionLanguage from './2026_11_26_0016_submission_language';
import * as statusEmails from './2026_11_28_0017_status_emails';
import * as applicantSessionPublicIds from './2026_11_28_0018_applicant_session_public_ids';
import * as draftSavesClaimedByLinks from './2026_11_28_0019_draft_saves_claimed_by_links';
import * as intakes from './2026_11_28_0020_intakes';
import * as editorRoleAndSiteContent from './2026_11_28_0021_editor_role_and_site_content';
import * as letters from './2026_11_28_0022_letters';
import * as offers from './2026_11_28_0023_offers';
import * as acceptances from './2026_11_28_0024_acceptances';
import * as cas from './2026_11_28_0025_cas';
import * as depositsAndPayments from './2026_11_28_0026_deposits_and_payments';
import * as enrolmentAndArrivals from './2026_11_28_0027_enrolment_and_arrivals';
import * as offerReplyByTold from './2026_11_28_0028_offer_reply_by_told';
import * as visitsAndSlots from './2026_11_28_0029_visits_and_slots';
import * as interviewOutcomes from './2026_11_28_0030_interview_outcomes';
import * as staffCalendarFeeds from './2026_11_28_0031_staff_calendar_feeds';

/**
 * Every migration, in order. Listed statically (not read from the folder at run time) so
 * the bundled production server and worker carry them too. Append; never edit a landed one.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_create_submissions': createSubmissions,
  '2026_11_22_0002_create_accounts': createAccounts,
  '2026_11_22_0003_create_email_outbox': createEmailOutbox,
  '2026_11_22_0004_admissions_workflow': admissionsWorkflow,
  '2026_11_23_0005_audit_log': auditLog,
  '2026_11_23_0006_data_protection': dataProtection,
  '2026_11_23_0007_account_recovery': accountRecovery,
  '2026_11_23_0008_two_factor_sessions': twoFactorSessions,
  '2026_11_23_0009_submission_counts': submissionCounts,
  '2026_11_23_0010_search_index_tuning': searchIndexTuning,
  '2026_11_25_0011_application_role': applicationRole,
  '2026_11_26_0012_applicant_sign_in': applicantSignIn,
  '2026_11_26_0013_application_documents': applicationDocuments,
  '2026_11_26_0014_duplicate_dismissals': duplicateDismissals,
  '2026_11_26_0015_application_drafts': applicationDrafts,
  '2026_11_26_0016_submission_language': submissionLanguage,
  '2026_11_28_0017_status_emails': statusEmails,
  '2026_11_28_0018_applicant_session_public_ids': applicantSessionPublicIds,
  '2026_11_28_0019_draft_saves_claimed_by_links': draftSavesClaimedByLinks,
  '2026_11_28_0020_intakes': intakes,
  '2026_11_28_0021_editor_role_and_site_content': editorRoleAndSiteContent,
  '2026_11_28_0022_letters': letters,
  '2026_11_28_0023_offers': offers,
  '2026_11_28_0024_acceptances': acceptances,
  '2026_11_28_0025_cas': cas,
  '2026_11_28_0026_deposits_and_payments': depositsAndPayments,
  '2026_11_28_0027_enrolment_and_arrivals': enrolmentAndArrivals,
  '2026_11_28_0028_offer_reply_by_told': offerReplyByTold,
  '2026_11_28_0029_visits_and_slots': visitsAndSlots,
  '2026_11_28_0030_interview_outcomes': interviewOutcomes,
  '2026_11_28_0031_staff_calendar_feeds': staffCalendarFeeds,
};
