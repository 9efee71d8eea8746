import { z } from 'zod';
import type { Db } from '../../db/client';
import { isoDate } from '../admissions/admin-schemas';

/** Who signed an application's acceptance, as staff see it (decision 135); null before anyone accepts. */
export const acceptanceOutput = z
  .object({
    typedName: z.string(),
    acceptedAt: isoDate,
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    letterSha256: z.string(),
    needsVisa: z.boolean().nullable(),
    guardian: z
      .object({
        name: z.string(),
        email: z.string().nullable(),
        typedName: z.string().nullable(),
        confirmedAt: isoDate.nullable(),
        ip: z.string().nullable(),
        userAgent: z.string().nullable(),
      })
      .nullable(),
    countedAt: isoDate.nullable(),
  })
  .nullable();

export async function acceptanceOfApplication(db: Db, applicationId: string) {
  const row = await db
    .selectFrom('acceptances')
    .selectAll()
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    typedName: row.typed_name,
    acceptedAt: row.accepted_at,
    ip: row.ip,
    userAgent: row.user_agent,
    letterSha256: row.letter_sha256,
    needsVisa: row.needs_visa,
    guardian: row.guardian_name
      ? {
          name: row.guardian_name,
          email: row.guardian_email,
          typedName: row.guardian_typed_name,
          confirmedAt: row.guardian_confirmed_at,
          ip: row.guardian_ip,
          userAgent: row.guardian_user_agent,
        }
      : null,
    countedAt: row.counted_at,
  };
}

/** The applicant's own view: whether their acceptance waits for their guardian, and whom it waits for. */
export async function applicantAcceptanceState(db: Db, applicationId: string) {
  const row = await db
    .selectFrom('acceptances')
    .select(['guardian_name', 'counted_at', 'accepted_at'])
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (!row) return null;
  return { acceptedAt: row.accepted_at, counted: row.counted_at !== null, guardianName: row.guardian_name };
}
