import { describe, expect, it } from 'vitest';
import { maskAddress } from './masked-address';

describe('maskAddress', () => {
  it('keeps the first character and the domain, as the issue spells it', () => {
    expect(maskAddress('alice@example.com')).toBe('a•••@example.com');
    expect(maskAddress('a@example.com')).toBe('a•••@example.com');
  });

  it('keeps a whole first character beyond the Basic Multilingual Plane, and hides the rest', () => {
    expect(maskAddress('😀smile@mail.example')).toBe('😀•••@mail.example');
    expect(maskAddress('نور.حسن@mail.example')).toBe('ن•••@mail.example');
  });

  it('says nothing of what is not an address', () => {
    expect(maskAddress('no-at-sign')).toBe('•••');
    expect(maskAddress('@mail.example')).toBe('•••');
  });
});
