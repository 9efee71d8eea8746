import type { ComponentType } from 'react';
import type { PublicPath } from '@/config/routes';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/**
 * One import per route, written out literally. The public pages are rendered only by the
 * prerender (their interactive parts ship as islands, decision 077); the staff pages are the
 * staff app's lazily loaded screens, listed apart so no public page can import them.
 */
export const publicPages = {
  '/': () => import('@/pages/home-page'),
  '/about': () => import('@/pages/about-page'),
  '/courses': () => import('@/pages/courses-page'),
  '/courses/english-language': () => import('@/pages/english-language-page'),
  '/courses/pre-sessional': () => import('@/pages/pre-sessional-page'),
  '/courses/a-level': () => import('@/pages/a-level-page'),
  '/courses/gcse': () => import('@/pages/gcse-page'),
  '/courses/foundation': () => import('@/pages/foundation-page'),
  '/courses/pre-masters': () => import('@/pages/pre-masters-page'),
  '/courses/summer-school': () => import('@/pages/summer-school-page'),
  '/apply': () => import('@/pages/apply-page'),
  '/contact': () => import('@/pages/contact-page'),
  '/visit': () => import('@/pages/visit-page'),
  '/visit/manage': () => import('@/pages/visit-manage-page'),
  '/term-dates': () => import('@/pages/term-dates-page'),
  '/exam-results': () => import('@/pages/exam-results-page'),
  '/extra-curricular': () => import('@/pages/extra-curricular-page'),
  '/parent-resources': () => import('@/pages/parent-resources-page'),
  '/international-fees': () => import('@/pages/international-fees-page'),
  '/visa': () => import('@/pages/visa-page'),
  '/accommodation': () => import('@/pages/accommodation-page'),
  '/leisure-wellbeing': () => import('@/pages/leisure-wellbeing-page'),
  '/welfare-pastoral': () => import('@/pages/welfare-pastoral-page'),
  '/the-city': () => import('@/pages/the-city-page'),
  '/principal-message': () => import('@/pages/principal-message-page'),
  '/alumni': () => import('@/pages/alumni-page'),
  '/meet-the-staff': () => import('@/pages/meet-the-staff-page'),
  '/partners': () => import('@/pages/partners-page'),
  '/news': () => import('@/pages/news-page'),
  '/university-destinations': () => import('@/pages/university-destinations-page'),
  '/privacy': () => import('@/pages/privacy-page'),
  '/terms': () => import('@/pages/terms-page'),
  '/cookies': () => import('@/pages/cookies-page'),
} satisfies Record<PublicPath, PageLoader>;

/**
 * Client-only screens (staff, and the applicant's space): never prerendered, never preloaded by a
 * public page. The staff screens are English only; the applicant's space is in both languages.
 */
export const staffPages = {
  '/auth': () => import('@/pages/auth-page'),
  '/auth/confirm': () => import('@/pages/confirm-email-page'),
  '/auth/forgot': () => import('@/pages/forgot-password-page'),
  '/auth/reset': () => import('@/pages/reset-password-page'),
  '/auth/invite': () => import('@/pages/accept-invitation-page'),
  '/admin': () => import('@/pages/admin-page'),
  '/applicant': () => import('@/pages/applicant-page'),
  '/applicant/sign-in': () => import('@/pages/applicant-sign-in-page'),
  '/ar/applicant': () => import('@/pages/applicant-page'),
  '/ar/applicant/sign-in': () => import('@/pages/applicant-sign-in-page'),
  '/applicant/guardian': () => import('@/pages/guardian-confirm-page'),
  '/ar/applicant/guardian': () => import('@/pages/guardian-confirm-page'),
} satisfies Record<string, PageLoader>;

export const notFoundPage: PageLoader = () => import('@/pages/not-found-page');
