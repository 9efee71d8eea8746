import type { NewApplication } from '../../db/types';
import { uniqueEmail } from './test-db';

/** A valid applications row with a unique e-mail address; override what the test is about. */
export function applicationRow(overrides: Partial<NewApplication> = {}): NewApplication {
  return {
    first_name: 'Ffion',
    last_name: 'Evans',
    date_of_birth: '2006-02-03',
    nationality: 'Welsh',
    email: uniqueEmail('applicant'),
    phone: '029 2018 0123',
    address: '2 Bute Street',
    city: 'Cardiff',
    postal_code: 'CF10 5AA',
    country: 'United Kingdom',
    programme: 'foundation',
    start_date: 'sep2026',
    ...overrides,
  };
}
