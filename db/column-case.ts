/**
 * Columns are snake_case, the code's names camelCase: these convert one to the other, in
 * types and at run time, so no module spells out a field-by-field mapping.
 */

export type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

export type SnakeCase<Name extends string> = Name extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `_${Lowercase<First>}`}${SnakeCase<Rest>}`
  : Name;

export type CamelCased<Row> = { [Key in keyof Row as Key extends string ? CamelCase<Key> : never]: Row[Key] };
export type SnakeCased<Values> = { [Key in keyof Values as Key extends string ? SnakeCase<Key> : never]: Values[Key] };

export function camelCase<Name extends string>(name: Name): CamelCase<Name> {
  return name.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase()) as CamelCase<Name>;
}

export function snakeCase<Name extends string>(name: Name): SnakeCase<Name> {
  return name.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`) as SnakeCase<Name>;
}

export function camelCaseKeys<Row extends object>(row: Row): CamelCased<Row> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [camelCase(key), value])) as CamelCased<Row>;
}

export function snakeCaseKeys<Values extends object>(values: Values): SnakeCased<Values> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [snakeCase(key), value]),
  ) as SnakeCased<Values>;
}
