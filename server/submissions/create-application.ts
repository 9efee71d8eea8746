import type { Db } from '../../db/client';
import { insertSubmissionWithEmails } from '../../db/email-outbox';
import { formColumns } from '../../db/form-columns';
import type { ApplicationFormValues } from '../../web/src/schemas/application-form';
import { acknowledgementFor } from './acknowledgement-limit';

/**
 * Stores an application and the two e-mails it owes (the admissions alert and the
 * applicant's acknowledgement, within its daily cap) atomically.
 */
export async function createApplication(
  db: Db,
  values: ApplicationFormValues,
  admissionsEmail: string,
): Promise<{ id: string; outboxIds: string[] }> {
  return insertSubmissionWithEmails(
    db,
    'applications',
    formColumns(values),
    'applicationId',
    [
      { kind: 'application_alert', recipient: admissionsEmail },
      ...(await acknowledgementFor(db, 'application_ack', values.email)),
    ],
  );
}
