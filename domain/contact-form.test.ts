import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './auth-form';
import { contactFormSchema } from './contact-form';

const valid = {
  firstName: 'Amira',
  lastName: 'Khan',
  email: 'amira@example.com',
  phone: '029 2018 0456',
  programmeInterest: 'A-Level',
  message: 'I would like to know more about A-Levels.',
};

function firstMessage(input: Record<string, unknown>) {
  const result = contactFormSchema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('contact form schema (docs/spec.md §5)', () => {
  it('accepts a complete message and trims every string', () => {
    const result = contactFormSchema.parse({ ...valid, firstName: '  Amira ', email: ' amira@example.com ' });
    expect(result.firstName).toBe('Amira');
    expect(result.email).toBe('amira@example.com');
  });

  it('stores blank optional fields as null', () => {
    const result = contactFormSchema.parse({ ...valid, phone: '   ', programmeInterest: '' });
    expect(result.phone).toBeNull();
    expect(result.programmeInterest).toBeNull();
    expect(contactFormSchema.parse({ ...valid, phone: undefined, programmeInterest: null }).phone).toBeNull();
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', 'a'.repeat(101), 'First name must be less than 100 characters'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'a'.repeat(101), 'Last name must be less than 100 characters'],
    ['email', '', 'Invalid email address'],
    ['email', 'not-an-address', 'Invalid email address'],
    ['email', `${'a'.repeat(244)}@example.com`, 'Email must be less than 255 characters'],
    ['phone', '1'.repeat(21), 'Phone number must be less than 20 characters'],
    ['programmeInterest', 'a'.repeat(101), 'Programme interest must be less than 100 characters'],
    ['message', '', 'Message is required'],
    ['message', 'a'.repeat(5001), 'Message must be less than 5000 characters'],
  ])('rejects %s = %j with the spec text', (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value })).toBe(message);
  });

  it.each([
    ['firstName', 100],
    ['lastName', 100],
    ['phone', 20],
    ['programmeInterest', 100],
    ['message', 5000],
  ])('accepts %s at exactly its limit of %i characters', (field, length) => {
    expect(firstMessage({ ...valid, [field]: 'a'.repeat(length) })).toBeNull();
  });

  it('accepts a 255-character e-mail address and refuses 256', () => {
    const local = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    expect(local(255)).toHaveLength(255);
    expect(firstMessage({ ...valid, email: local(255) })).toBeNull();
    expect(firstMessage({ ...valid, email: local(256) })).toBe('Email must be less than 255 characters');
  });

  it('reports the first failing field in form order', () => {
    expect(firstMessage({ firstName: '', lastName: '', email: 'x', message: '' })).toBe('First name is required');
    expect(firstMessage({ ...valid, email: 'x', message: '' })).toBe('Invalid email address');
    expect(firstMessage({})).toBe('First name is required');
  });
});
