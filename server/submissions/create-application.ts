import type { Db } from '../../db/client';
import { insertOutboxEmails } from '../../db/email-outbox';
import type { ApplicationFormValues } from '../../web/src/schemas/application-form';

/**
 * Stores an application and the two e-mails it owes (the admissions alert and the
 * applicant's acknowledgement) in one transaction.
 */
export async function createApplication(
  db: Db,
  values: ApplicationFormValues,
  admissionsEmail: string,
): Promise<{ id: string; outboxIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('applications')
      .values({
        first_name: values.firstName,
        last_name: values.lastName,
        date_of_birth: values.dateOfBirth,
        nationality: values.nationality,
        email: values.email,
        phone: values.phone,
        address: values.address,
        city: values.city,
        postal_code: values.postalCode,
        country: values.country,
        programme: values.programme,
        start_date: values.startDate,
        previous_institution: values.previousInstitution,
        qualifications: values.qualifications,
        english_level: values.englishLevel,
        motivation: values.motivation,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outboxIds = await insertOutboxEmails(trx, [
      { kind: 'application_alert', recipient: admissionsEmail, payload: { applicationId: id }, referenceId: id },
      { kind: 'application_ack', recipient: values.email, payload: { applicationId: id }, referenceId: id },
    ]);
    return { id, outboxIds };
  });
}
