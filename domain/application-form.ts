import { z } from 'zod';
import { ENGLISH_LEVELS, PROGRAMMES, START_DATES, choiceValues } from './application-choices';
import {
  emailField,
  firstNameField,
  lastNameField,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredText,
} from './fields';
import type { ApplicationFormField, FormShape } from './public-form-fields';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

function isPastCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() < Date.now();
}

const dateOfBirthField = z
  .string({ error: 'Date of birth is required' })
  .trim()
  .min(1, 'Date of birth is required')
  .refine(isPastCalendarDate, 'Date of birth must be a valid date in the past')
  // Year 0 and other far-past dates pass the check above but are no applicant's (and PostgreSQL has no year 0).
  .refine((value) => value >= EARLIEST_DATE_OF_BIRTH, 'Date of birth must be on or after 1 January 1900');

/** The application form of docs/spec.md §5, shared by the React form and the tRPC procedure. */
export const applicationFormSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  dateOfBirth: dateOfBirthField,
  nationality: requiredText(100, 'Nationality is required', 'Nationality must be less than 100 characters'),
  email: emailField,
  phone: requiredText(20, 'Phone number is required', 'Phone number must be less than 20 characters'),
  address: requiredText(255, 'Address is required', 'Address must be less than 255 characters'),
  city: requiredText(100, 'City is required', 'City must be less than 100 characters'),
  postalCode: requiredText(20, 'Postal code is required', 'Postal code must be less than 20 characters'),
  country: requiredText(100, 'Country is required', 'Country must be less than 100 characters'),
  programme: requiredChoice(choiceValues(PROGRAMMES), 'Programme selection is required'),
  startDate: requiredChoice(choiceValues(START_DATES), 'Start date is required'),
  previousInstitution: optionalText(255, 'Institution name must be less than 255 characters'),
  qualifications: optionalText(2000, 'Qualifications must be less than 2000 characters'),
  englishLevel: optionalChoice(choiceValues(ENGLISH_LEVELS), 'Please choose an English level from the list'),
  motivation: optionalText(2000, 'Motivation must be less than 2000 characters'),
  /** Honeypot: hidden from people, so anything in it came from a bot. */
  website: z.string().optional(),
} satisfies FormShape<ApplicationFormField>);

export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationFormValues = z.output<typeof applicationFormSchema>;
