import { describe, expect, it } from 'vitest';
import {
  APPLICANT_SPACE_PATH,
  applicantSignInPath,
  applicantSpacePath,
  isApplicantPath,
  RESUME_DRAFT_PATH,
  resumeDraftPath,
} from './applicant-paths';
import { localeOfPath } from './locale';
import { isPrivatePath, isStaffPath } from './staff-paths';

describe("the applicant's space in each language", () => {
  it('is /applicant in English and /ar/applicant in Arabic, as are its sign-in page and the draft it reopens', () => {
    expect(applicantSpacePath()).toBe(APPLICANT_SPACE_PATH);
    expect(applicantSpacePath('en')).toBe('/applicant');
    expect(applicantSpacePath('ar')).toBe('/ar/applicant');
    expect(applicantSignInPath()).toBe('/applicant/sign-in');
    expect(applicantSignInPath('en')).toBe('/applicant/sign-in');
    expect(applicantSignInPath('ar')).toBe('/ar/applicant/sign-in');
    expect(resumeDraftPath()).toBe(RESUME_DRAFT_PATH);
    expect(resumeDraftPath('ar')).toBe('/ar/apply?resume=1');
  });

  it('builds an e-mailed link that opens the page in its language', () => {
    const link = new URL(applicantSignInPath('ar'), 'https://academy.example');
    link.searchParams.set('token', 'abc');
    expect(link.toString()).toBe('https://academy.example/ar/applicant/sign-in?token=abc');
    expect(localeOfPath(link.pathname)).toBe('ar');
  });

  it('is private in both languages; the staff pages have no Arabic', () => {
    for (const path of ['/applicant', '/applicant/sign-in', '/ar/applicant', '/ar/applicant/sign-in']) {
      expect(isApplicantPath(path)).toBe(true);
      expect(isPrivatePath(path)).toBe(true);
      expect(isStaffPath(path)).toBe(false);
    }
    for (const path of [
      '/ar/admin',
      '/ar/auth',
      '/ar/applicants',
      '/ar',
      '/ar/apply',
      '/arapplicant',
      '/en/applicant',
    ]) {
      expect(isApplicantPath(path)).toBe(false);
      expect(isPrivatePath(path)).toBe(false);
    }
    for (const path of ['/admin', '/auth/forgot']) expect(isPrivatePath(path)).toBe(true);
  });
});
