import { describe, expect, it } from 'vitest';
import { formColumns } from './form-columns';

describe('formColumns', () => {
  it('stores every field under its column name and drops the honeypot', () => {
    expect(formColumns({ firstName: 'Ffion', postalCode: 'CF10 5AA', motivation: null, website: '' })).toEqual({
      first_name: 'Ffion',
      postal_code: 'CF10 5AA',
      motivation: null,
    });
  });
});
