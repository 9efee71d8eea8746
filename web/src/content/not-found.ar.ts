import type { NotFoundContent } from './not-found';

/** The not-found page in Arabic (/ar/404.html), linking back to the Arabic home page. */
export const notFoundContentAr: NotFoundContent = {
  heading: 'عذرًا! لم نعثر على هذه الصفحة',
  text: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
  homeLink: 'العودة إلى الصفحة الرئيسية',
};
