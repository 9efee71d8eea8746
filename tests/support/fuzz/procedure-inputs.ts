import fc from 'fast-check';
import { z } from 'zod';
import { hostileString, hostileValue, hugeString } from './hostile-values';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
}

/** List cursors are base64url JSON [createdAt, id] (server/admissions/list-cursor.ts): forge some. */
const listCursor = fc
  .tuple(
    fc.oneof(
      hostileString,
      fc.constantFrom('1', '2026-02-30 10:00:00+00', '2026-11-23 02:27:48.123456+00', '99999-01-01 00:00:00+00'),
    ),
    fc.oneof(fc.uuid({ version: 4 }), fc.constantFrom('-'.repeat(36), 'f'.repeat(36)), hostileString),
  )
  .map((pair) => Buffer.from(JSON.stringify(pair), 'utf8').toString('base64url'));

/** A value the field's schema might well accept, so the procedure gets past its first check. */
function plausible(key: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => plausible(key, option)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.type === 'null') return fc.constant(null);
  if (schema.type === 'boolean') return fc.boolean();
  if (schema.type === 'number' || schema.type === 'integer') return fc.integer({ min: 0, max: 100 });
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (key === 'cursor') return listCursor;
  if (/email/i.test(key))
    return fc.constantFrom('fuzz@academy.example', 'FUZZ@academy.example ', 'fuzz@', 'fuzz@academy.example\u0000');
  if (/date/i.test(key)) return fc.constantFrom('2008-04-17', '1999-02-29', '2008-4-7');
  if (/password/i.test(key)) return fc.constantFrom('correct horse battery', 'short');
  if (key === 'flightNumber') return fc.constantFrom('BA 123', 'ek7', 'BAW-9', 'B', '12345');
  if (/time/i.test(key)) return fc.constantFrom('14:30', '00:00', '23:59', '24:00', '9:5');
  return fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('Amira', 'Line one\nLine two', '029 2018 0456'));
}

/**
 * Inputs for one procedure: mostly objects with the procedure's own keys, where each field is
 * plausible or hostile (so hostile text reaches the code behind validation), plus wholly wrong
 * shapes (arrays where objects belong, scalars, nothing). The keys come from the procedure's own
 * input schema, so procedures added later are covered without listing them here.
 */
export function inputsFor(inputSchemas: readonly z.ZodType[]): fc.Arbitrary<unknown> {
  const schema = inputSchemas[0];
  const properties = schema
    ? ((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema).properties ?? {})
    : {};
  const keys = Object.keys(properties);
  const field = (key: string) =>
    fc.oneof(
      { weight: 3, arbitrary: plausible(key, properties[key]!) },
      { weight: 2, arbitrary: hostileString },
      { weight: 1, arbitrary: hostileValue },
    );
  const shaped = keys.length
    ? fc.record(Object.fromEntries(keys.map((key) => [key, field(key)])), { requiredKeys: [] })
    : fc.constant({});
  const withExtraKeys = fc
    .tuple(
      shaped,
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'website', 'id', 'x'), hostileValue, { maxKeys: 2 }),
    )
    .map(([record, extra]) => ({ ...extra, ...record }));
  // The whole input, or one of its fields, at or past the server's size limits.
  const huge = keys.length
    ? fc.oneof(
        hugeString,
        fc
          .tuple(shaped, fc.constantFrom(...keys), hugeString)
          .map(([record, key, value]) => ({ ...record, [key]: value })),
      )
    : hugeString;
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: huge },
    { weight: 1, arbitrary: withExtraKeys },
    { weight: 1, arbitrary: fc.array(shaped, { maxLength: 3 }) },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}
