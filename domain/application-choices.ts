/**
 * The fixed choices of the application form (docs/spec.md §2.8). The start dates are no fixed
 * choice: they are the open intakes of the chosen programme (domain/intakes.ts, decision 128).
 * Pure data with no imports: the form, the server, the database constraints and the
 * worker's e-mails all read these, so a choice is added in exactly one place.
 */
export const PROGRAMMES = [
  { value: 'english', label: 'English Language Preparation' },
  { value: 'presessional', label: 'Pre-Sessional English' },
  { value: 'gcse', label: 'GCSE Programme' },
  { value: 'alevel', label: 'A-Level Courses' },
  { value: 'foundation', label: 'Foundation Programme' },
  { value: 'premasters', label: 'Pre-Masters Programme' },
  { value: 'summer', label: 'Summer School Programme' },
] as const;

export const ENGLISH_LEVELS = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
  { value: 'native', label: 'Native/Fluent' },
] as const;

export type Programme = (typeof PROGRAMMES)[number]['value'];
export type EnglishLevel = (typeof ENGLISH_LEVELS)[number]['value'];

type Choice = { readonly value: string; readonly label: string };

export function choiceLabel(choices: readonly Choice[], value: string | null): string {
  if (value === null) return 'Not given';
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

export function choiceValues<const T extends readonly Choice[]>(choices: T) {
  return choices.map((choice) => choice.value) as [T[number]['value'], ...T[number]['value'][]];
}
