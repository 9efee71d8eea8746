import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contact-form';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('removes NUL and the other invisible controls but keeps tab and line breaks', () => {
    expect(plainText('a\u0000b\u0007c\u001Fd\u007Fe')).toBe('abcde');
    expect(plainText('line one\r\nline two\tend')).toBe('line one\r\nline two\tend');
  });

  it('replaces lone surrogates and keeps real pairs', () => {
    expect(plainText('x\uD800y\uDC00z')).toBe('x\uFFFDy\uFFFDz');
    expect(plainText('emoji \uD83D\uDE00')).toBe('emoji \uD83D\uDE00');
  });
});

describe('form fields clean text before checking it', () => {
  const valid = { firstName: 'Amira', lastName: 'Khan', email: 'amira@example.com', message: 'Hello' };

  it('stores a name without its NUL bytes', () => {
    expect(contactFormSchema.parse({ ...valid, firstName: 'Am\u0000ira' }).firstName).toBe('Amira');
  });

  it('treats a field of only control characters as blank', () => {
    const result = contactFormSchema.safeParse({ ...valid, message: '\u0000\u0001 ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Message is required');
  });
});
