import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepNesting } from './hostile-values';

describe('deeply nested hostile values', () => {
  it('are named in one line in a failure report, and sent as the plain nested JSON', () => {
    for (const value of fc.sample(deepNesting, { numRuns: 20, seed: 1 })) {
      expect(fc.stringify([{ field: value }])).toMatch(
        /^\[\{"field":(\{ a: … \}|\[ … \]) nested \d+ deep around "\\u0000"\}\]$/,
      );
      expect(JSON.stringify(value)).toMatch(/^(\{"a":|\[)+"\\u0000"(\}|\])+$/);
    }
  });
});
