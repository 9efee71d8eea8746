/**
 * News in Arabic: news.ts's six articles (same ids, categories, images and links, in the same
 * order) with Arabic titles, dates, excerpts and image descriptions. The facts are the spec's
 * (§9), as in English.
 */
import { site } from '@domain/site';
import { newsItems, type NewsContent, type NewsItem } from './news';
import { moreThan } from './arabic-figures';

interface ArabicWords {
  title: string;
  date: string;
  excerpt: string;
  /** The image's description, when the article has an image. */
  imageAlt?: string;
}

/** The article `id` of news.ts, in Arabic words. */
function newsItemAr(id: string, words: ArabicWords): NewsItem {
  const english = newsItems.find((item) => item.id === id);
  if (!english) throw new Error(`news.ar.ts: news.ts has no article ${id}`);
  const { imageAlt, ...text } = words;
  const item: NewsItem = { ...english, ...text };
  return english.image ? { ...item, image: { src: english.image.src, alt: imageAlt ?? '' } } : item;
}

export const newsItemsAr: readonly NewsItem[] = [
  newsItemAr('exam-results', {
    // CONTENT-PLACEHOLDER: the Arabic of the results article.
    title: 'طلابنا يحتفلون بنتائج امتحانات متميزة',
    date: 'أغسطس 2025',
    excerpt: 'حصل طلابنا على تقديرات A*-A بنسبة 96%، وهي نتيجة تعكس اجتهادهم وتفاني معلميهم.',
    imageAlt: 'رسم توضيحي لشهادة نتائج تزيّنها نجمة ذهبية',
  }),
  newsItemAr('scholarships', {
    // CONTENT-PLACEHOLDER: the Arabic of the scholarships article.
    title: 'منح دراسية تصل إلى 100% للطلاب الموهوبين',
    date: 'يوليو 2025',
    excerpt:
      'خصّصت الأكاديمية أكثر من £500,000 لمنح دراسية تغطي ما يصل إلى 100% من الرسوم الدراسية، تدعم 50 طالبًا على مدى عامين.',
    imageAlt: 'رسم توضيحي لقبعة تخرّج فوق كومة من العملات المعدنية',
  }),
  newsItemAr('new-academic-year', {
    title: 'أهلًا بكم في العام الدراسي الجديد',
    date: 'سبتمبر 2025',
    excerpt: `يسعدنا أن نرحّب في كارديف بالطلاب الجدد والعائدين من ${moreThan(site.stats.nationalities)} جنسية مع بداية فصل الخريف.`,
    imageAlt: 'رسم توضيحي لمبنى الأكاديمية تحت سماء صافية',
  }),
  newsItemAr('our-history', {
    title: `نحتفي بمسيرتنا منذ عام ${site.foundedYear}`,
    date: 'يونيو 2025',
    excerpt: `منذ تأسيسها عام ${site.foundedYear}، أمضت الأكاديمية ${moreThan(site.stats.yearsExperience)} عامًا في مساعدة الطلاب من المملكة المتحدة ومن شتى أنحاء العالم على الالتحاق بالجامعات البريطانية.`,
  }),
  newsItemAr('competitions', {
    title: 'المتناظرون والمندوبون يعتلون المنصة',
    date: 'مايو 2025',
    excerpt:
      'يصقل طلابنا مهاراتهم في الحِجاج في مسابقة المناظرة لدينا وفي نموذج الأمم المتحدة، ويكتسبون مهارات تنفعهم في الجامعة وما بعدها.',
  }),
  newsItemAr('campus-visits', {
    title: 'زيارات الحرم الدراسي متاحة الآن',
    date: 'أبريل 2025',
    excerpt:
      'نرحّب بالأسر التي تفكّر في الانضمام إلينا لزيارة الأكاديمية في كارديف، ولقاء فريقنا، والاطلاع على صفوفنا الدراسية. تواصلوا معنا لترتيب زيارتكم.',
  }),
];

export const newsContentAr: NewsContent = {
  // CONTENT-PLACEHOLDER: the Arabic of the page introduction.
  intro: 'آخر الأخبار والإنجازات والإعلانات من أكاديميتنا.',
  latestTitle: 'آخر الأخبار',
  readFullArticle: 'اقرأ المقال كاملًا',
  categoryLabels: {
    'Campus News': 'أخبار الحرم الدراسي',
    Academic: 'أكاديمي',
    History: 'تاريخنا',
    'Financial Support': 'الدعم المالي',
  },
  newsletter: {
    title: 'ابقَ على اطلاع',
    text: 'تصلك أخبارنا مباشرةً إلى بريدك الإلكتروني.',
    cta: 'اشترك في النشرة الإخبارية',
    subject: 'الاشتراك في النشرة الإخبارية',
  },
};
