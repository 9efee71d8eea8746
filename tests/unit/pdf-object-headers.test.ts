import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { objectHeaders } from '../../core/documents/pdf-active-content';

/** What the PDF check matched over a latin1 string of the whole file before it read bytes. */
const OBJECT_HEADER = /(\d+)[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/g;

function byPattern(bytes: Buffer): { num: number; gen: number; at: number }[] {
  return [...bytes.toString('latin1').matchAll(OBJECT_HEADER)].map((header) => ({
    num: Number(header[1]),
    gen: Number(header[2]),
    at: header.index + header[0].length,
  }));
}

const PIECES = [
  '0',
  '1',
  '12',
  '007',
  ' ',
  '\n',
  '\r',
  '\t',
  '\0',
  '\f',
  'obj',
  'endobj',
  'x',
  '/',
  '(',
  '<',
  'R',
  '%',
];

describe('object headers read from the bytes', () => {
  it('are the ones the pattern over the whole text finds, in the same order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }), (pieces) => {
        const bytes = Buffer.from(pieces.join(''), 'latin1');
        expect([...objectHeaders(bytes)]).toEqual(byPattern(bytes));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (raw) => {
        const bytes = Buffer.from(raw);
        expect([...objectHeaders(bytes)]).toEqual(byPattern(bytes));
      }),
      { numRuns: 2000 },
    );
  });

  it('finds a header at the very start and at the very end of a file', () => {
    expect([...objectHeaders(Buffer.from('1 0 obj'))]).toEqual([{ num: 1, gen: 0, at: 7 }]);
    expect([...objectHeaders(Buffer.from('x 12  3\nobj<<>>'))]).toEqual([{ num: 12, gen: 3, at: 11 }]);
    expect([...objectHeaders(Buffer.from('1 0 objx 2 0 obj'))]).toEqual([{ num: 2, gen: 0, at: 16 }]);
  });
});
