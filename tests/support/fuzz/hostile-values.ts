import fc from 'fast-check';

/**
 * Values a hostile or broken client sends: control characters (NUL included), lone surrogates,
 * very long strings, deep nesting, and values of the wrong type.
 */
const controlChar = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

const knownNasties = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(50),
  '\uD800',
  'x\uDFFFy',
  '\uFEFF\u200B\u202E',
  "'; DROP TABLE users; --",
  '%_\\%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  '   ',
  '',
  '1e309',
  '2026-13-45',
  'NaN',
);

const longUnit = fc.constantFrom('x', '\u0000', 'é', '\uD83D\uDE00', '\uD800');
const repeated = (length: number) => longUnit.map((unit) => unit.repeat(length / unit.length));

/** Past every field's length limit, yet within the server's 100 kb body limit: validation reads it. */
const longString = fc.oneof(repeated(1_000), repeated(10_000));

/** How many bytes a unit takes in the JSON of a request (a NUL is written as \u0000). */
const jsonBytes = (unit: string) => Buffer.byteLength(JSON.stringify(unit)) - 2;
/** Half as much again as the server's 100 kb body limit, and far past a query's 16 KB of headers. */
const OVERSIZED_JSON_BYTES = 150_000;

/**
 * Past the server's size limits on its own, whatever its unit: about 150 KB of JSON. Sized by
 * its JSON, not its length: 100,000 NULs made 600 KB, and a body is refused at 100 kb all the
 * same (the auth group's CPU fell by a third when they were sized so).
 */
const pastTheLimit = longUnit.map((unit) => unit.repeat(Math.ceil(OVERSIZED_JSON_BYTES / jsonBytes(unit))));

/** 100,000 characters, just inside the body limit: validation reads it. */
const justInsideTheLimit = fc.constant('x'.repeat(100_000));

/** A value at or past the server's size limits. procedure-inputs.ts puts at most one in an input. */
export const hugeString: fc.Arbitrary<string> = fc.oneof(pastTheLimit, justInsideTheLimit);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.string({
      unit: fc.oneof(controlChar, loneSurrogate, fc.constant('\u0000'), fc.string({ minLength: 1, maxLength: 1 })),
      maxLength: 40,
    }),
  },
  { weight: 3, arbitrary: knownNasties },
  { weight: 1, arbitrary: longString },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
);

/**
 * Arrays nested `depth` deep, or objects, around a value. A failure's report names it in one line:
 * fast-check's own printing recurses, and thousands of levels overflowed its stack, which hid the
 * failure behind a RangeError (the symbol is not sent: JSON leaves it out).
 */
export const deepNesting = fc.tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean()).map(([depth, asObjects]) => {
  let value: unknown = '\u0000';
  for (let i = 0; i < depth; i += 1) value = asObjects ? { a: value } : [value];
  const shape = asObjects ? '{ a: … }' : '[ … ]';
  return Object.defineProperty(value as object, fc.toStringMethod, {
    value: () => `${shape} nested ${depth} deep around "\\u0000"`,
  });
});

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(-0)) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, fc.integer()), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }) },
  { weight: 1, arbitrary: deepNesting },
);
