/**
 * What staff call each field of an application: the dashboard's detail, the new-application
 * e-mail and the CSV export all show these (staff screens stay English).
 */
export const APPLICATION_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  nationality: 'Nationality',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
  programme: 'Programme',
  startDate: 'Start date',
  previousInstitution: 'Previous institution',
  qualifications: 'Qualifications',
  englishLevel: 'English level',
  motivation: 'Motivation',
} as const;
