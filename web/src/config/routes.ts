/**
 * The route table: one entry per page of docs/spec.md §2.1. It feeds the navigation menus,
 * the prerender list, the sitemap and each page's <title> and meta description.
 */
export type NavGroup = 'academy' | 'academic' | 'courses' | 'other';

export interface PublicRoute {
  path: string;
  /** The link text in menus. */
  label: string;
  /** The document title (the site name is appended). */
  title: string;
  description: string;
}

export const publicRoutes = [
  { path: '/', label: 'Home', title: 'Pathway to UK University', description: 'An independent academy in Cardiff, founded in 1999, preparing UK and international students aged 14-25 for UK university entry.' },
  { path: '/about', label: 'About Us', title: 'About the Academy', description: 'Founded in 1999, our Cardiff academy combines small classes, experienced teachers and a university focus for students from 40+ nationalities.' },
  { path: '/courses', label: 'All Courses', title: 'Our Courses', description: 'English language, pre-sessional English, GCSE, A-Level, International Foundation Year and Pre-Masters programmes in Cardiff.' },
  { path: '/courses/english-language', label: 'English Language', title: 'English Language Preparation', description: 'English language courses from 4 to 48 weeks, levels A1 to C2, with IELTS preparation and a maximum of 15 students per class.' },
  { path: '/courses/pre-sessional', label: 'Pre-Sessional English', title: 'Pre-Sessional English', description: 'Pre-sessional English for students with a conditional university offer: 6-12 weeks, maximum 12 per class, several intakes a year.' },
  { path: '/courses/a-level', label: 'A-Level', title: 'A-Level Courses', description: 'Two-year A-Level programme for ages 16-18 with 20+ subjects, classes of at most 12 and full UCAS support.' },
  { path: '/courses/gcse', label: 'GCSE', title: 'GCSE Programme', description: 'GCSE programme for ages 14-16 over 1-2 years, graded 9-1, with English, Maths and Science at its core.' },
  { path: '/courses/foundation', label: 'Foundation Year', title: 'International Foundation Year', description: 'A one-year International Foundation Year with four pathways leading to undergraduate study at UK universities.' },
  { path: '/courses/pre-masters', label: 'Pre-Masters', title: 'Pre-Masters Programme', description: 'A one-year Pre-Masters programme preparing graduates for postgraduate study in the UK.' },
  { path: '/courses/summer-school', label: 'Summer School', title: 'Summer School', description: 'Summer Programme for ages 12-17: English classes, academic studies, cultural activities and excursions in 2-week sessions.' },
  { path: '/apply', label: 'Apply Now', title: 'Apply Now', description: 'Apply to study at our Cardiff academy: apply, review, interview, offer.' },
  { path: '/contact', label: 'Contact', title: 'Contact Us', description: 'Contact the admissions team in Cardiff by phone, e-mail or the enquiry form, or book a campus visit.' },
  { path: '/term-dates', label: 'Term Dates', title: 'Term Dates', description: 'Autumn, spring and summer term dates and half-terms for the 2025-2026 academic year.' },
  { path: '/exam-results', label: 'Exam Results', title: 'Exam Results', description: 'Our exam results and university placement record.' },
  { path: '/extra-curricular', label: 'Extra-Curricular', title: 'Extra-Curricular Activities', description: 'Mock trial, business, debating, science olympiad, maths challenge and Model United Nations activities.' },
  { path: '/parent-resources', label: 'Parent Resources', title: 'Parent Resources', description: 'School policies for parents: general, staff and student policies.' },
  { path: '/international-fees', label: 'Course Fees', title: 'Course Fees', description: 'Tuition fees for GCSE, A-Level, Foundation, Pre-Masters, Pre-Sessional and English language courses, with payment options.' },
  { path: '/visa', label: 'Student Visa', title: 'Student Visa Information', description: 'How to get a UK Student visa: the five-step process, CAS timing and the maintenance funds you need.' },
  { path: '/accommodation', label: 'Accommodation', title: 'Student Accommodation', description: 'Homestay, student residence and private rental options in Cardiff, with average costs.' },
  { path: '/leisure-wellbeing', label: 'Leisure & Wellbeing', title: 'Leisure and Wellbeing', description: 'Sport, clubs and wellbeing support for our students in Cardiff.' },
  { path: '/welfare-pastoral', label: 'Welfare & Pastoral', title: 'Welfare and Pastoral Care', description: 'Pastoral care and international student support, with a 24/7 emergency line.' },
  { path: '/the-city', label: 'The City', title: 'Cardiff: The City', description: 'Living and studying in Cardiff: highlights, shopping, green spaces, getting around and living costs.' },
  { path: '/principal-message', label: "Principal's Message", title: "Principal's Message", description: 'A welcome from the Principal of the academy.' },
  { path: '/alumni', label: 'Alumni', title: 'Alumni', description: 'Our graduates, the universities they went on to and the alumni network.' },
  { path: '/meet-the-staff', label: 'Meet the Staff', title: 'Meet the Staff', description: 'The leadership team and teaching staff of the academy.' },
  { path: '/partners', label: 'Partners', title: 'Our Partners', description: 'Partner organisations and partnership opportunities for agencies.' },
  { path: '/news', label: 'News', title: 'News', description: 'Latest news from the academy: campus news, academic results and scholarships.' },
  { path: '/university-destinations', label: 'University Destinations', title: 'University Destinations', description: 'Where our students go: UK university destinations, success stories and preparation services.' },
  { path: '/privacy', label: 'Privacy Policy', title: 'Privacy Notice', description: 'What personal data the academy collects through its forms, why, who receives it, how long it is kept and your rights.' },
  { path: '/terms', label: 'Terms of Use', title: 'Terms of Use', description: 'The terms on which you may use this website.' },
  { path: '/cookies', label: 'Cookie Policy', title: 'Cookie Policy', description: 'The one cookie this website sets, and when the translation widget loads.' },
] as const satisfies readonly PublicRoute[];

export type PublicPath = (typeof publicRoutes)[number]['path'];

export function routeByPath(path: string): PublicRoute | undefined {
  return publicRoutes.find((route) => route.path === path);
}

/** The four menus of docs/spec.md §2.2, in the spec's order. */
export const navMenus: ReadonlyArray<{ id: NavGroup; label: string; paths: readonly PublicPath[] }> = [
  {
    id: 'academy',
    label: 'The Academy',
    paths: ['/about', '/accommodation', '/alumni', '/leisure-wellbeing', '/meet-the-staff', '/news', '/partners', '/principal-message', '/the-city', '/visa', '/welfare-pastoral'],
  },
  { id: 'academic', label: 'Academic', paths: ['/exam-results', '/extra-curricular', '/term-dates', '/university-destinations'] },
  {
    id: 'courses',
    label: 'Courses',
    paths: ['/courses', '/courses/a-level', '/international-fees', '/courses/english-language', '/courses/foundation', '/courses/gcse', '/courses/pre-masters', '/courses/summer-school'],
  },
  { id: 'other', label: 'Other', paths: ['/parent-resources', '/contact'] },
];
