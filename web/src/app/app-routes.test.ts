import { describe, expect, it } from 'vitest';
import { isPrerenderedFor, NOT_FOUND_MARK } from './app-routes';

describe('isPrerenderedFor', () => {
  it('hydrates a public page only at its own path', () => {
    expect(isPrerenderedFor('/about', '/about')).toBe(true);
    expect(isPrerenderedFor('/about', '/about/')).toBe(true);
    expect(isPrerenderedFor('/about', '/contact')).toBe(false);
    expect(isPrerenderedFor(undefined, '/auth')).toBe(false);
  });

  it('hydrates the not-found page at every path no route takes, and nowhere else', () => {
    expect(isPrerenderedFor(NOT_FOUND_MARK, '/no-such-page')).toBe(true);
    expect(isPrerenderedFor(NOT_FOUND_MARK, '/courses/no-such-course/')).toBe(true);
    expect(isPrerenderedFor(NOT_FOUND_MARK, '/')).toBe(false);
    expect(isPrerenderedFor(NOT_FOUND_MARK, '/about/')).toBe(false);
    expect(isPrerenderedFor(NOT_FOUND_MARK, '/auth/forgot')).toBe(false);
    expect(isPrerenderedFor(NOT_FOUND_MARK, '/admin')).toBe(false);
  });
});
