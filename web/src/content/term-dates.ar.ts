/** The Arabic of term-dates.ts: the same terms and dates, with Arabic names and words. */
import { type Term, type TermDatesContent, academicYear, terms } from './term-dates';

/** In the order of `terms`. */
const termNamesAr = ['فصل الخريف 2025', 'فصل الربيع 2026', 'فصل الصيف 2026'] as const;

/** The terms of term-dates.ts (dates by reference) with their Arabic names. */
export const termsAr: readonly Term[] = terms.map((term, index) => ({
  ...term,
  name: termNamesAr[index] ?? term.name,
}));

export const termDatesContentAr: TermDatesContent = {
  intro: `أبرز مواعيد العام الدراسي ${academicYear}: بداية كل فصل دراسي ونهايته، وعطلات منتصف الفصل.`,
  caption: `مواعيد الفصول الدراسية للعام الدراسي ${academicYear}`,
  columns: { term: 'الفصل الدراسي', starts: 'بداية الفصل', halfTerm: 'عطلة منتصف الفصل', ends: 'نهاية الفصل' },
  halfTermFrom: 'من',
  halfTermTo: 'إلى',
  note: 'إن كان لديك سؤال عن مواعيد الفصول الدراسية أو ترتيبات العطلات، فيسعد مكتبنا أن يساعدك.',
  contactLink: 'تواصل معنا',
};
