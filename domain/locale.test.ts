import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, pathWithoutLocale } from './locale';

describe('the language of a URL', () => {
  it('is Arabic under /ar and English everywhere else, whatever the path looks like', () => {
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/courses/a-level')).toBe('ar');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/about')).toBe('en');
    expect(localeOfPath('/arabic-club')).toBe('en');
    expect(localeOfPath('/archive/ar')).toBe('en');
  });

  it('maps a page to the same page in either language and back', () => {
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/about', 'ar')).toBe('/ar/about');
    expect(localizedPath('/ar/about', 'ar')).toBe('/ar/about');
    expect(localizedPath('/ar/about', 'en')).toBe('/about');
    expect(localizedPath('/ar', 'en')).toBe('/');
    expect(pathWithoutLocale('/ar/courses/gcse')).toBe('/courses/gcse');
    expect(pathWithoutLocale('/arabic-club')).toBe('/arabic-club');
  });
});
