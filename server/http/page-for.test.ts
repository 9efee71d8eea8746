import { describe, expect, it } from 'vitest';
import { pageFor } from './page-for';

const publicPaths = new Set(['/', '/about', '/courses/a-level']);
const route = (pathname: string) => pageFor(pathname, (path) => publicPaths.has(path));

describe('pageFor', () => {
  it('finds a public page at its clean path, with or without trailing slashes', () => {
    expect(route('/about')).toEqual({ path: '/about', kind: 'public' });
    expect(route('/about/')).toEqual({ path: '/about', kind: 'public' });
    expect(route('/courses/a-level//')).toEqual({ path: '/courses/a-level', kind: 'public' });
    expect(route('/')).toEqual({ path: '/', kind: 'public' });
    expect(route('//')).toEqual({ path: '/', kind: 'public' });
  });

  it('gives every /auth, /admin and /applicant path to the app, known screen or not', () => {
    for (const pathname of [
      '/auth',
      '/auth/',
      '/auth/forgot',
      '/admin',
      '/admin/anything/deeper',
      '/applicant',
      '/applicant/sign-in',
    ]) {
      expect(route(pathname).kind).toBe('private');
    }
    expect(route('/auth/forgot/').path).toBe('/auth/forgot');
  });

  it("gives the applicant's space in Arabic (/ar/applicant and under it) to the app", () => {
    for (const pathname of ['/ar/applicant', '/ar/applicant/', '/ar/applicant/sign-in', '/ar/applicant/anything']) {
      expect(route(pathname).kind).toBe('private');
    }
    expect(route('/ar/applicant/sign-in/').path).toBe('/ar/applicant/sign-in');
  });

  it('finds nothing for other paths, including look-alikes of the staff paths', () => {
    for (const pathname of [
      '/nope',
      '/authority',
      '/administration',
      '/about/team',
      '/index.html',
      '/applicants',
      '/applicantx/y',
    ]) {
      expect(route(pathname)).toEqual({ path: pathname, kind: 'not-found' });
    }
  });

  it('has no Arabic staff pages: /ar/admin and /ar/auth are not found, as are Arabic look-alikes of the space', () => {
    for (const pathname of [
      '/ar/admin',
      '/ar/admin/queues',
      '/ar/auth',
      '/ar/auth/forgot',
      '/ar/applicants',
      '/arapplicant',
      '/ar/ar/applicant',
    ]) {
      expect(route(pathname)).toEqual({ path: pathname, kind: 'not-found' });
    }
  });
});
