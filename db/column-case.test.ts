import { describe, expect, it } from 'vitest';
import { camelCase, camelCaseKeys, snakeCase, snakeCaseKeys } from './column-case';

describe('column case', () => {
  it('converts names both ways', () => {
    expect(camelCase('previous_institution')).toBe('previousInstitution');
    expect(camelCase('id')).toBe('id');
    expect(snakeCase('postalCode')).toBe('postal_code');
    expect(snakeCase('email')).toBe('email');
  });

  it('round-trips every key of a row and keeps the values', () => {
    const created = new Date();
    const row = { id: 'x', created_at: created, first_name: 'Ffion', english_level: null };
    const camel = camelCaseKeys(row);
    expect(camel).toEqual({ id: 'x', createdAt: created, firstName: 'Ffion', englishLevel: null });
    expect(snakeCaseKeys(camel)).toEqual(row);
  });
});
