import { describe, expect, it } from 'vitest';
import { needsPageLoad, redirectTarget, sameSitePath } from './redirect-target';

describe('redirect after sign-in', () => {
  it('goes back to the page the visitor came from', () => {
    expect(redirectTarget({ from: '/admin' }, '')).toBe('/admin');
    expect(redirectTarget({ from: { pathname: '/admin', search: '?tab=contacts' } }, '')).toBe('/admin?tab=contacts');
    expect(redirectTarget(null, '?next=%2Fadmin%2Fqueues')).toBe('/admin/queues');
  });

  it('defaults to /admin', () => {
    expect(redirectTarget(undefined, '')).toBe('/admin');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/auth',
    '/auth/confirm?token=x',
  ])('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
    expect(redirectTarget({ from: value }, `?next=${encodeURIComponent(value)}`)).toBe('/admin');
  });
});

describe('needsPageLoad', () => {
  it('sends public pages and the queue board to the server, staff screens to the router', () => {
    expect(needsPageLoad('/about')).toBe(true);
    expect(needsPageLoad('/')).toBe(true);
    expect(needsPageLoad('/admin/queues?x=1')).toBe(true);
    expect(needsPageLoad('/admin')).toBe(false);
    expect(needsPageLoad('/admin?tab=contacts')).toBe(false);
    expect(needsPageLoad('/auth/forgot')).toBe(false);
  });
});
