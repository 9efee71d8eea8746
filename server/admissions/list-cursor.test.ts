import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { decodeCursor, encodeCursor } from './list-cursor';

const crafted = (createdAt: unknown, id: unknown) => Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
const ID = '0b7e3c52-5a0c-4d8e-9f57-1f5d3c2a9b10';

describe('decodeCursor', () => {
  it('reads back what encodeCursor wrote, microseconds included', () => {
    const cursor = { createdAt: '2026-11-23 02:10:56.123456+00', id: ID };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it.each([
    ['year 0', crafted('0000-01-01 00:00:00+00', ID)],
    ['month 13', crafted('2026-13-01 00:00:00+00', ID)],
    ['a bare number Date.parse accepts', crafted('1', ID)],
    ['an ISO string Postgres did not print', crafted('2026-11-23T02:10:56Z', ID)],
    ['dashes for a uuid', crafted('2026-11-23 02:10:56+00', '-'.repeat(36))],
    ['not JSON', 'bm90IGpzb24'],
    ['an object', Buffer.from('{"a":1}').toString('base64url')],
  ])('refuses %s with BAD_REQUEST', (_label, value) => {
    expect(() => decodeCursor(value)).toThrow(AppError);
  });
});
