import { describe, expect, it } from 'vitest';
import { applicationFormSchema } from './application-form';
import { firstIssueMessage } from './auth-form';

const valid = {
  firstName: 'Jonas',
  lastName: 'Berg',
  dateOfBirth: '2008-04-17',
  nationality: 'Norwegian',
  email: 'jonas@example.com',
  phone: '+47 400 00 000',
  address: '1 Example Street',
  city: 'Bergen',
  postalCode: '5003',
  country: 'Norway',
  programme: 'alevel',
  startDate: '2026-09-01',
  previousInstitution: '',
  qualifications: '',
  englishLevel: '',
  motivation: '',
};

function firstMessage(input: Record<string, unknown>) {
  const result = applicationFormSchema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('application form schema (docs/spec.md §5)', () => {
  it('accepts a complete application, trims, and turns blank optional fields into null', () => {
    const result = applicationFormSchema.parse({ ...valid, city: ' Bergen ' });
    expect(result.city).toBe('Bergen');
    expect(result.previousInstitution).toBeNull();
    expect(result.qualifications).toBeNull();
    expect(result.englishLevel).toBeNull();
    expect(result.motivation).toBeNull();
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', 'a'.repeat(101), 'First name must be less than 100 characters'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'a'.repeat(101), 'Last name must be less than 100 characters'],
    ['dateOfBirth', '', 'Date of birth is required'],
    ['nationality', '', 'Nationality is required'],
    ['nationality', 'a'.repeat(101), 'Nationality must be less than 100 characters'],
    ['email', 'nope', 'Invalid email address'],
    ['email', `${'a'.repeat(244)}@example.com`, 'Email must be less than 255 characters'],
    ['phone', '', 'Phone number is required'],
    ['phone', '1'.repeat(21), 'Phone number must be less than 20 characters'],
    ['address', '', 'Address is required'],
    ['address', 'a'.repeat(256), 'Address must be less than 255 characters'],
    ['city', '', 'City is required'],
    ['city', 'a'.repeat(101), 'City must be less than 100 characters'],
    ['postalCode', '', 'Postal code is required'],
    ['postalCode', '1'.repeat(21), 'Postal code must be less than 20 characters'],
    ['country', '', 'Country is required'],
    ['country', 'a'.repeat(101), 'Country must be less than 100 characters'],
    ['programme', '', 'Programme selection is required'],
    ['programme', 'astrology', 'Programme selection is required'],
    ['startDate', '', 'Start date is required'],
    ['startDate', 'jan2030', 'Start date is required'],
    ['previousInstitution', 'a'.repeat(256), 'Institution name must be less than 255 characters'],
    ['qualifications', 'a'.repeat(2001), 'Qualifications must be less than 2000 characters'],
    ['motivation', 'a'.repeat(2001), 'Motivation must be less than 2000 characters'],
  ])('rejects %s = %j with the spec text', (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value })).toBe(message);
  });

  it.each([
    ['firstName', 100],
    ['nationality', 100],
    ['phone', 20],
    ['address', 255],
    ['city', 100],
    ['postalCode', 20],
    ['country', 100],
    ['previousInstitution', 255],
    ['qualifications', 2000],
    ['motivation', 2000],
  ])('accepts %s at exactly its limit of %i characters', (field, length) => {
    expect(firstMessage({ ...valid, [field]: 'a'.repeat(length) })).toBeNull();
  });

  it('accepts each of the seven programmes and any start date written as a calendar date', () => {
    for (const programme of ['english', 'presessional', 'gcse', 'alevel', 'foundation', 'premasters', 'summer']) {
      expect(firstMessage({ ...valid, programme })).toBeNull();
    }
    for (const startDate of ['2027-09-06', '2028-01-10', '2028-02-29']) {
      expect(firstMessage({ ...valid, startDate })).toBeNull();
    }
    for (const startDate of ['sep2026', '2027-02-30', '2027-9-6', '']) {
      expect(firstMessage({ ...valid, startDate })).toBe('Start date is required');
    }
    for (const englishLevel of ['beginner', 'intermediate', 'advanced', 'native']) {
      expect(applicationFormSchema.parse({ ...valid, englishLevel }).englishLevel).toBe(englishLevel);
    }
  });

  it('refuses a date of birth that is not a real past date', () => {
    expect(firstMessage({ ...valid, dateOfBirth: '2007-02-30' })).toBe(
      'Date of birth must be a valid date in the past',
    );
    expect(firstMessage({ ...valid, dateOfBirth: '17/04/2008' })).toBe(
      'Date of birth must be a valid date in the past',
    );
    expect(firstMessage({ ...valid, dateOfBirth: '2999-01-01' })).toBe(
      'Date of birth must be a valid date in the past',
    );
    expect(firstMessage({ ...valid, dateOfBirth: '0000-01-01' })).toBe(
      'Date of birth must be on or after 1 January 1900',
    );
    expect(firstMessage({ ...valid, dateOfBirth: '1899-12-31' })).toBe(
      'Date of birth must be on or after 1 January 1900',
    );
  });

  it('refuses an English level that is not one of the choices', () => {
    expect(firstMessage({ ...valid, englishLevel: 'fluent-ish' })).toBe('Please choose an English level from the list');
  });
});
