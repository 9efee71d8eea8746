import { HONEYPOT_FIELD, type HoneypotField } from '../domain/public-form-fields';
import { snakeCase, snakeCaseKeys, type SnakeCased } from './column-case';

/**
 * A form's fields as its table's columns, so a field added to a form schema is a column of its
 * table (db/types.ts) and is stored by storeSubmission (server/submissions) unchanged.
 * Choices are stored as their plain value; the honeypot is checked, never stored.
 */
export type FormColumns<Values> = SnakeCased<{
  [Field in Exclude<keyof Values, HoneypotField>]: StoredAs<Values[Field]>;
}>;
type StoredAs<Value> = Value extends string ? string : Value;

export function formColumns<Values extends object>(values: Values): FormColumns<Values> {
  const { [HONEYPOT_FIELD]: _honeypot, ...fields } = values as Values & { [HONEYPOT_FIELD]?: unknown };
  return snakeCaseKeys(fields) as FormColumns<Values>;
}

/** The column names of a form's fields, from its schema's shape (the honeypot left out). */
export function formColumnNames<Shape extends object>(shape: Shape): Array<keyof FormColumns<Shape>> {
  return Object.keys(shape)
    .filter((field) => field !== HONEYPOT_FIELD)
    .map((field) => snakeCase(field)) as Array<keyof FormColumns<Shape>>;
}
