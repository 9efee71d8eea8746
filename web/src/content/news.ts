import { site } from '@domain/site';
import newsCampusImage from '@/assets/images/news-campus.svg';
import newsResultsImage from '@/assets/images/news-results.svg';
import newsScholarshipsImage from '@/assets/images/news-scholarships.svg';

/** News (docs/spec.md §2.12 and §3). The facts are the spec's (§9); the wording is ours. */
export const newsCategories = ['Campus News', 'Academic', 'History', 'Financial Support'] as const;
export type NewsCategory = (typeof newsCategories)[number];

export interface NewsItem {
  id: string;
  title: string;
  /** Free text, shown as written. */
  date: string;
  excerpt: string;
  category: NewsCategory;
  image?: { src: string; alt: string };
  /** An external 'Read full article' link (opens in a new tab). */
  link?: string;
}

export const newsItems: readonly NewsItem[] = [
  {
    id: 'exam-results',
    // CONTENT-PLACEHOLDER: date, wording and link of the results article.
    title: 'Students Celebrate Outstanding Exam Results',
    date: 'August 2025',
    excerpt:
      'Our students achieved 96% A*-A grades, a result that reflects their hard work and the dedication of their teachers.',
    category: 'Academic',
    image: { src: newsResultsImage, alt: 'An illustration of a results certificate with a gold star' },
    link: 'https://news.academy.example/exam-results',
  },
  {
    id: 'scholarships',
    // CONTENT-PLACEHOLDER: date, wording and link of the scholarships article.
    title: 'Scholarships of up to 100% for Talented Students',
    date: 'July 2025',
    excerpt:
      'The academy has committed over £500,000 to scholarships of up to 100% of tuition fees, supporting 50 students over two years.',
    category: 'Financial Support',
    image: { src: newsScholarshipsImage, alt: 'An illustration of a graduation cap resting on a stack of coins' },
    link: 'https://news.academy.example/scholarships',
  },
  {
    id: 'new-academic-year',
    // CONTENT-PLACEHOLDER: date and wording.
    title: 'Welcome to the New Academic Year',
    date: 'September 2025',
    excerpt: `We are delighted to welcome new and returning students from ${site.stats.nationalities} nationalities to Cardiff for the start of the autumn term.`,
    category: 'Campus News',
    image: { src: newsCampusImage, alt: 'An illustration of the academy building under a clear sky' },
  },
  {
    id: 'our-history',
    // CONTENT-PLACEHOLDER: date and wording.
    title: `Celebrating Our Story Since ${site.foundedYear}`,
    date: 'June 2025',
    excerpt: `Founded in ${site.foundedYear}, the academy has spent ${site.stats.yearsExperience} years helping students from the UK and around the world reach UK universities.`,
    category: 'History',
  },
  {
    id: 'competitions',
    // CONTENT-PLACEHOLDER: date and wording.
    title: 'Debaters and Delegates Take the Stage',
    date: 'May 2025',
    excerpt:
      'Students have been sharpening their arguments in our debating competition and Model United Nations, building skills for university and beyond.',
    category: 'Academic',
  },
  {
    id: 'campus-visits',
    // CONTENT-PLACEHOLDER: date and wording.
    title: 'Campus Visits Now Open',
    date: 'April 2025',
    excerpt:
      'Families thinking about joining us are welcome to visit the academy in Cardiff, meet our staff and see our classrooms. Get in touch to arrange a visit.',
    category: 'Campus News',
  },
];

/** The News page's own words in one language; news.ar.ts has the Arabic ones. */
export interface NewsContent {
  intro: string;
  latestTitle: string;
  readFullArticle: string;
  /** How each category's badge reads. */
  categoryLabels: Readonly<Record<NewsCategory, string>>;
  newsletter: { title: string; text: string; cta: string; subject: string };
}

export const newsContent: NewsContent = {
  // CONTENT-PLACEHOLDER: the page introduction.
  intro: 'The latest news, achievements and announcements from our academy.',
  latestTitle: 'Latest News',
  readFullArticle: 'Read full article',
  categoryLabels: {
    'Campus News': 'Campus News',
    Academic: 'Academic',
    History: 'History',
    'Financial Support': 'Financial Support',
  },
  newsletter: {
    title: 'Stay Up to Date',
    text: 'Get our news delivered to your inbox.',
    cta: 'Subscribe to Newsletter',
    subject: 'Newsletter subscription',
  },
};
