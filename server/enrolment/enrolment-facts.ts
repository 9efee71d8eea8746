import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  ENROLMENT_REQUIREMENTS,
  enrolmentRequirementMessages,
  unmetEnrolmentRequirements,
  type EnrolmentFacts,
} from '../../domain/enrolment';
import { isoDate } from '../admissions/admin-schemas';
import { depositOfApplication } from '../payments/deposit-of-application';

/**
 * What enrolment's requirements are read from (decision 139): the status (the acceptance counted),
 * the deposit's balance, the acceptance's visa answer and the CAS with its visa outcome. Read in
 * the caller's transaction, under the application's lock when it enrols.
 */
export async function enrolmentFacts(db: Db, application: { id: string; status: string }): Promise<EnrolmentFacts> {
  const [deposit, acceptance, cas] = await Promise.all([
    depositOfApplication(db, application.id),
    db
      .selectFrom('acceptances')
      .select('needs_visa')
      .where('application_id', '=', application.id)
      .where('counted_at', 'is not', null)
      .executeTakeFirst(),
    db.selectFrom('cas_records').select('visa_outcome').where('application_id', '=', application.id).executeTakeFirst(),
  ]);
  return {
    status: application.status,
    depositPaidInFull: deposit?.paidInFull === true,
    needsVisa: acceptance ? acceptance.needs_visa : null,
    casIssued: cas !== undefined,
    visaRefused: cas?.visa_outcome === 'refused',
  };
}

export const enrolmentOutput = z.object({
  /** When staff enrolled it, and who; null until then. */
  enrolledAt: isoDate.nullable(),
  enrolledBy: z.string().nullable(),
  /** The requirements not met yet, in staff's words; empty once it may be enrolled (or is). */
  unmet: z.array(z.object({ requirement: z.enum(ENROLMENT_REQUIREMENTS), message: z.string() })),
});
export type EnrolmentView = z.input<typeof enrolmentOutput>;

/** The application's enrolment as the dashboard shows it: enrolled when and by whom, or what it still waits for. */
export async function enrolmentOfApplication(db: Db, applicationId: string): Promise<EnrolmentView> {
  const application = await db
    .selectFrom('applications')
    .select(['id', 'status'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!application) return { enrolledAt: null, enrolledBy: null, unmet: [] };
  if (application.status === 'enrolled') {
    const change = await db
      .selectFrom('application_status_changes')
      .select(['changed_at', 'changed_by_email'])
      .where('application_id', '=', applicationId)
      .where('to_status', '=', 'enrolled')
      .orderBy('changed_at', 'desc')
      .executeTakeFirst();
    return { enrolledAt: change?.changed_at ?? null, enrolledBy: change?.changed_by_email ?? null, unmet: [] };
  }
  const unmet = unmetEnrolmentRequirements(await enrolmentFacts(db, application));
  return {
    enrolledAt: null,
    enrolledBy: null,
    unmet: unmet.map((requirement) => ({ requirement, message: enrolmentRequirementMessages[requirement] })),
  };
}
