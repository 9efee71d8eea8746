import type { ApplicationFormField } from './public-form-fields';

/**
 * The application form's sections in order (docs/spec.md §2.8), which are its steps: a saved
 * draft remembers the one the applicant was in, and reopens there. Kept apart from the fields'
 * list (public-form-fields.ts), which the form's first JavaScript carries: only the draft's code needs this.
 */
export const APPLICATION_FORM_STEPS = [
  // The programme first: the start dates the form offers are its open intakes (decision 128).
  ['programme', 'startDate'],
  ['firstName', 'lastName', 'dateOfBirth', 'nationality'],
  ['email', 'phone', 'address', 'city', 'postalCode', 'country'],
  ['previousInstitution', 'qualifications', 'englishLevel'],
  ['motivation'],
] as const satisfies ReadonlyArray<readonly ApplicationFormField[]>;

/** The step (1-based) whose section holds `field`. */
export function applicationStepOf(field: ApplicationFormField): number {
  return APPLICATION_FORM_STEPS.findIndex((fields) => (fields as readonly string[]).includes(field)) + 1;
}
