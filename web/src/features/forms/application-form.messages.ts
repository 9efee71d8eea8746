import type { ApplicationFormField } from '@domain/public-form-fields';

/** The application form's words (decision 101); its errors are the schema's, in domain/. */
export const applicationFormMessages = {
  sections: {
    personal: 'Personal Information',
    contact: 'Contact Information',
    programme: 'Programme Selection',
    education: 'Educational Background',
    additional: 'Additional Information',
  },
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    dateOfBirth: 'Date of Birth',
    nationality: 'Nationality',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    city: 'City',
    postalCode: 'Postal Code',
    country: 'Country',
    programme: 'Programme',
    startDate: 'Start Date',
    previousInstitution: 'Previous Institution',
    qualifications: 'Qualifications',
    englishLevel: 'English Level',
    motivation: 'Motivation',
  } satisfies Record<ApplicationFormField, string>,
  hints: {
    qualifications: 'For example GCSEs, A-Levels, a degree or IELTS scores.',
    motivation: 'Why would you like to study this programme with us?',
  },
  placeholders: {
    programme: 'Select a programme',
    startDate: 'Select a start date',
    englishLevel: 'Select your level (optional)',
  },
  privacyPurpose: 'consider your application and keep you informed about it',
  submitting: 'Submitting...',
  submit: 'Submit Application',
  /** The draft's own words load with its code (application-draft.messages.ts). */
  saveForLater: 'Save and finish later',
  savingForLater: 'Saving...',
} as const;
