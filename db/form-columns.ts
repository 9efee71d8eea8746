import { snakeCase, snakeCaseKeys, type SnakeCased } from './column-case';

/** Every public form has this hidden field; anything in it came from a bot, so it is checked, never stored. */
export const HONEYPOT = 'website';
export type Honeypot = typeof HONEYPOT;

/**
 * A form's fields as its table's columns, so a field added to a form schema is a column of its
 * table (db/types.ts) and is stored by storeSubmission (server/submissions) unchanged.
 * Choices are stored as their plain value.
 */
export type FormColumns<Values> = SnakeCased<{ [Field in Exclude<keyof Values, Honeypot>]: StoredAs<Values[Field]> }>;
type StoredAs<Value> = Value extends string ? string : Value;

export function formColumns<Values extends object>(values: Values): FormColumns<Values> {
  const { [HONEYPOT]: _honeypot, ...fields } = values as Values & { [HONEYPOT]?: unknown };
  return snakeCaseKeys(fields) as FormColumns<Values>;
}

/** The column names of a form's fields, from its schema's shape (the honeypot left out). */
export function formColumnNames<Shape extends object>(shape: Shape): Array<keyof FormColumns<Shape>> {
  return Object.keys(shape)
    .filter((field) => field !== HONEYPOT)
    .map((field) => snakeCase(field)) as Array<keyof FormColumns<Shape>>;
}
