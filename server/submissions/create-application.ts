import type { Db } from '../../db/client';
import { insertSubmissionWithEmails } from '../../db/email-outbox';
import type { ApplicationFormValues } from '../../domain/application-form';
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
    {
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
    },
    'applicationId',
    [
      { kind: 'application_alert', recipient: admissionsEmail },
      ...(await acknowledgementFor(db, 'application_ack', values.email)),
    ],
  );
}
