import { indexedRoutes, publicRoutes, type PublicPath } from '../../../web/src/config/routes';

/**
 * One row per public route: its h1 and one fact the spec gives for that page (checked as
 * visible text, case-insensitive). The facts are the spec's, so a page that loses one fails.
 */
export const keyFacts: Record<PublicPath, { h1: string; fact: string }> = {
  '/': { h1: 'Your Pathway to a UK University', fact: 'Established since 1999' },
  '/about': { h1: 'About the Academy', fact: 'Excellence in education' },
  '/courses': { h1: 'Our Courses', fact: 'Pre-Sessional English' },
  '/courses/english-language': { h1: 'English Language Preparation', fact: 'A1 to C2' },
  '/courses/pre-sessional': { h1: 'Pre-Sessional English', fact: '6-12 weeks' },
  '/courses/a-level': { h1: 'A-Level Courses', fact: 'IELTS 5.5' },
  '/courses/gcse': { h1: 'GCSE Programme', fact: 'IELTS 4.5' },
  '/courses/foundation': { h1: 'International Foundation Year', fact: 'IELTS 5.0' },
  '/courses/pre-masters': { h1: 'Pre-Masters Programme', fact: 'second class honours' },
  '/courses/summer-school': { h1: 'Summer School', fact: '09:00-10:30' },
  '/apply': { h1: 'Apply Now', fact: 'Interview' },
  '/contact': { h1: 'Contact Us', fact: '10:00 AM-2:00 PM' },
  '/visit': { h1: 'Book a Campus Visit', fact: 'UK time' },
  '/visit/manage': { h1: 'Your Campus Visit', fact: 'change the time' },
  '/term-dates': { h1: 'Term Dates', fact: '15 September 2025' },
  '/exam-results': { h1: 'Exam Results', fact: '98.78%' },
  '/extra-curricular': { h1: 'Extra-Curricular Activities', fact: 'Model United Nations' },
  '/parent-resources': { h1: 'Parent Resources', fact: 'Safer recruitment' },
  '/international-fees': { h1: 'Course Fees', fact: '£17,500' },
  '/visa': { h1: 'Student Visa Information', fact: '£1,023' },
  '/accommodation': { h1: 'Student Accommodation', fact: 'Homestay' },
  '/leisure-wellbeing': { h1: 'Leisure and Wellbeing', fact: 'wellbeing' },
  '/welfare-pastoral': { h1: 'Welfare and Pastoral Care', fact: '24/7' },
  '/the-city': { h1: 'Cardiff: The City', fact: '£690' },
  '/principal-message': { h1: "Principal's Message", fact: 'Welcome' },
  '/alumni': { h1: 'Alumni', fact: 'alumni network' },
  '/meet-the-staff': { h1: 'Meet the Staff', fact: 'Leadership' },
  '/partners': { h1: 'Our Partners', fact: 'Partnership' },
  '/news': { h1: 'News', fact: 'Subscribe to Newsletter' },
  '/university-destinations': { h1: 'University Destinations', fact: 'Book a Campus Visit' },
  '/privacy': { h1: 'Privacy Notice', fact: 'Lawful basis' },
  '/terms': { h1: 'Terms of Use', fact: 'Links to other websites' },
  '/cookies': { h1: 'Cookie Policy', fact: 'no analytics or advertising cookies' },
};

/**
 * One fact per Arabic page that reads the same in both languages (a figure, a date, a name that
 * stays in Latin script), so an Arabic page that loses or changes it fails.
 */
export const arabicKeyFacts: Record<PublicPath, string> = {
  '/': '1999',
  '/about': '1999',
  '/courses': 'A-Level',
  '/courses/english-language': 'C2',
  '/courses/pre-sessional': 'IELTS',
  '/courses/a-level': 'IELTS 5.5',
  '/courses/gcse': 'IELTS 4.5',
  '/courses/foundation': 'IELTS 5.0',
  '/courses/pre-masters': 'IELTS',
  '/courses/summer-school': '09:00-10:30',
  '/apply': 'IELTS',
  '/contact': '029 2018 0',
  '/visit': '029 2018 0',
  '/visit/manage': '029 2018 0',
  '/term-dates': '2025',
  '/exam-results': '98.78%',
  '/extra-curricular': 'Model United Nations',
  '/parent-resources': 'PDF',
  '/international-fees': '£17,500',
  '/visa': '£1,023',
  '/accommodation': '£',
  '/leisure-wellbeing': 'كارديف',
  '/welfare-pastoral': '24/7',
  '/the-city': '£690',
  '/principal-message': '1999',
  '/alumni': '1999',
  '/meet-the-staff': 'A-Level',
  '/partners': 'Bayside',
  '/news': '2025',
  '/university-destinations': 'UCAS',
  '/privacy': 'UK GDPR',
  '/terms': 'Cardiff International Academy',
  '/cookies': 'applicant_session',
};

export const publicPaths = publicRoutes.map((route) => route.path);

/** The pages a search engine may list: in the sitemap, each with its canonical URL. */
export const indexedPaths: readonly string[] = indexedRoutes.map((route) => route.path);

/** Pages that show the range of layouts, in both languages, for the screenshots in docs/screenshots/. */
export const screenshotPages: ReadonlyArray<{ path: string; name: string }> = [
  { path: '/', name: 'home' },
  { path: '/courses/a-level', name: 'a-level' },
  { path: '/international-fees', name: 'course-fees' },
  { path: '/meet-the-staff', name: 'meet-the-staff' },
  { path: '/apply', name: 'apply' },
  { path: '/ar', name: 'ar-home' },
  { path: '/ar/courses/a-level', name: 'ar-a-level' },
  { path: '/ar/apply', name: 'ar-apply' },
];
