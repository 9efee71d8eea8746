import { describe, expect, it } from 'vitest';
import { loadCommonPasswords } from './common-passwords';
import { meetsStrongPolicy, strongPasswordField, strongPasswordProblem } from './password-policy';

describe('the strong password policy', () => {
  it('needs 8 characters', () => {
    expect(strongPasswordProblem('a7#kQ2x')).toBe('Password must be at least 8 characters');
    expect(meetsStrongPolicy('a7#kQ2xZ')).toBe(true);
  });

  it('refuses the most common passwords whatever their case', () => {
    for (const common of ['password', 'PASSWORD1', 'qwertyuiop', '12345678', 'iloveyou']) {
      expect(strongPasswordProblem(common)).toMatch(/most common passwords/);
    }
    expect(meetsStrongPolicy('correct horse battery')).toBe(true);
  });

  it('gives the first failed rule as the validation message', () => {
    const result = strongPasswordField.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters');
  });

  it('reads every password of the list file and none of its comment lines', () => {
    const list = loadCommonPasswords();
    expect(list.size).toBe(9_913);
    expect(list.has('*****')).toBe(true);
    expect(list.has('zzzzzzzz')).toBe(true);
    expect([...list].filter((entry) => entry.startsWith('#'))).toEqual([]);
  });
});
