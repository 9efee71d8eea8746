import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { subjectPseudonym } from './subject';

const key = Buffer.alloc(32, 5);

describe('subjectPseudonym', () => {
  it('is the HMAC-SHA256 of the lower-cased address under the key, never its bare SHA-256', () => {
    const pseudonym = subjectPseudonym(' Jane@Example.com ', key);
    expect(pseudonym).toBe(createHmac('sha256', key).update('jane@example.com').digest('hex'));
    expect(pseudonym).not.toBe(createHash('sha256').update('jane@example.com').digest('hex'));
  });

  it('differs under another key, so a list of addresses cannot be matched without it', () => {
    expect(subjectPseudonym('jane@example.com', key)).not.toBe(
      subjectPseudonym('jane@example.com', Buffer.alloc(32, 6)),
    );
  });
});
