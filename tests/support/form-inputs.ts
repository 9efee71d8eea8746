import { uniqueEmail } from './unique-email';

/**
 * What the application form sends for a valid applicant, as the browser posts it to
 * `submissions.application`; override the fields the test is about. (Rows straight in the
 * database come from factories.ts instead.)
 */
export function applicationInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jonas',
    lastName: 'Berg',
    dateOfBirth: '2008-04-17',
    nationality: 'Norwegian',
    email: uniqueEmail('applicant'),
    phone: '+47 400 00 000',
    address: '1 Example Street',
    city: 'Bergen',
    postalCode: '5003',
    country: 'Norway',
    programme: 'alevel',
    startDate: '2026-09-01',
    previousInstitution: ' ',
    qualifications: '',
    englishLevel: '',
    motivation: 'I want to study medicine.',
    ...overrides,
  };
}
