import type { PublicPath } from '@/config/routes';

/** Footer quick links (docs/spec.md §2.3); labels come from the route table. */
export const footerQuickLinks: readonly PublicPath[] = [
  '/about',
  '/apply',
  '/contact',
  '/visit',
  '/term-dates',
  '/international-fees',
  '/visa',
  '/accommodation',
  '/university-destinations',
  '/parent-resources',
  '/news',
];

/** Footer course links, including Pre-Sessional English (docs/spec.md §2.3). */
export const footerCourseLinks: readonly PublicPath[] = [
  '/courses/english-language',
  '/courses/pre-sessional',
  '/courses/gcse',
  '/courses/a-level',
  '/courses/foundation',
  '/courses/pre-masters',
  '/courses/summer-school',
];

/** The notices every visitor must be able to reach from any page. */
export const footerPolicies: readonly PublicPath[] = ['/privacy', '/terms', '/cookies'];
