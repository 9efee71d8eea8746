import { site } from '@domain/site';
import type { AlumniContent, Testimonial } from './alumni';

/** Alumni in Arabic: alumni.ts's testimonials and universities, in the same order. */
export const testimonialsAr: readonly Testimonial[] = [
  {
    // CONTENT-PLACEHOLDER: the Arabic of a real graduate's testimonial.
    name: 'لينا م.',
    title: 'خريجة برنامج A-Level',
    quote:
      'بفضل الصفوف الصغيرة عرفني معلميّ حق المعرفة. شجعوني على أن أطمح إلى ما هو أعلى، وساعدوني في كل خطوة من خطوات التقديم إلى الجامعة.',
  },
  {
    // CONTENT-PLACEHOLDER: the Arabic of a real graduate's testimonial.
    name: 'توماس ر.',
    title: 'خريج السنة التأسيسية الدولية',
    quote:
      'وصلت إلى كارديف وأنا قلق من الدراسة باللغة الإنجليزية. وبعد عام كنت مستعدًا لدراستي الجامعية، ولي أصدقاء من كل أنحاء العالم.',
  },
  {
    // CONTENT-PLACEHOLDER: the Arabic of a real graduate's testimonial.
    name: 'وي ز.',
    title: 'خريج برنامج ما قبل الماجستير',
    quote: 'أعدّني برنامج ما قبل الماجستير للكتابة الأكاديمية والدراسة المستقلة اللتين تتطلبهما دراستي للماجستير.',
  },
];

/** The universities of alumni.ts by the names Arabic readers know them by. */
export const alumniUniversitiesAr: readonly string[] = [
  'جامعة كارديف',
  'جامعة سوانزي',
  'جامعة بريستول',
  'جامعة باث',
  'جامعة إكستر',
  'جامعة برمنغهام',
  'جامعة مانشستر',
  'جامعة ليدز',
  'جامعة ساوثهامبتون',
  'جامعة نوتنغهام',
];

export const alumniContentAr: AlumniContent = {
  // CONTENT-PLACEHOLDER: the Arabic of the page introduction.
  intro: `منذ عام ${site.foundedYear}، واصل خريجونا دراستهم في جامعات في مختلف أنحاء المملكة المتحدة. وهذه بعض قصصهم.`,
  testimonialsTitle: 'بكلمات خريجينا',
  universitiesTitle: 'أين يدرس خريجونا',
  universitiesIntro: 'واصل خريجونا دراستهم في جامعات منها:',
  network: {
    title: 'شبكة خريجينا',
    // CONTENT-PLACEHOLDER: the Arabic of how the alumni network works and how to join.
    text: 'تُبقي شبكة خريجينا الطلاب السابقين على تواصل فيما بينهم ومع الأكاديمية. ويسعدنا دائمًا أن يشاركنا خريجونا أخبارهم، وأن يزورونا، وأن يحدّثوا طلابنا الحاليين عن الحياة الجامعية.',
    cta: 'تواصل معنا',
  },
};
