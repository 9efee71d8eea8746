import { describe, expect, it } from 'vitest';
import { authFormSchema, firstIssueMessage } from './auth-form';

const message = (input: Record<string, unknown>) => {
  const result = authFormSchema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
};

describe('auth form schema (docs/spec.md §5)', () => {
  it('requires an e-mail address of e-mail type', () => {
    expect(message({ email: '', password: 'secret1' })).toBe('Email is required');
    expect(message({ email: 'nope', password: 'secret1' })).toBe('Invalid email address');
  });

  it('requires a password of at least 6 characters', () => {
    expect(message({ email: 'a@example.com', password: '' })).toBe('Password is required');
    expect(message({ email: 'a@example.com', password: '12345' })).toBe('Password must be at least 6 characters');
    expect(message({ email: 'a@example.com', password: '123456' })).toBeNull();
  });
});
