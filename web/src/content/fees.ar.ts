/** The Arabic of fees.ts: the same fees (amounts by reference), programme names and payment words. */
import { type Fee, type FeeCoursePath, type PaymentOption, fees } from './fees';
import { formatPounds } from '@domain/money';

/** How the fees table names each programme in Arabic; the Latin name stays where applicants meet it. */
const programmeLabelsAr: Record<FeeCoursePath, string> = {
  '/courses/gcse': 'برنامج GCSE',
  '/courses/a-level': 'برنامج A-Level',
  '/courses/foundation': 'السنة التأسيسية الدولية',
  '/courses/pre-masters': 'ما قبل الماجستير (Pre-Masters)',
  '/courses/pre-sessional': 'الإنجليزية التحضيرية (Pre-Sessional)',
  '/courses/english-language': 'اللغة الإنجليزية',
};

/** The fees of fees.ts with their programmes named in Arabic. */
export const feesAr: readonly Fee[] = fees.map((fee) => ({
  ...fee,
  programmes: fee.programmes.map((programme) => ({ ...programme, label: programmeLabelsAr[programme.coursePath] })),
}));

export const paymentOptionsAr: readonly PaymentOption[] = [
  { title: 'الدفع الكامل', text: 'سداد الرسوم كاملةً مقدمًا.' },
  { title: 'الدفع على أقساط فصلية', text: 'سداد الرسوم على ثلاث دفعات، دفعة عن كل فصل دراسي.' },
  { title: 'أقساط شهرية', text: 'توزيع التكلفة على أقساط شهرية (متاح لبعض البرامج).' },
];

export const feeExclusionsAr: readonly string[] = ['رسوم الامتحانات', 'الكتب الدراسية', 'السكن', 'نفقات المعيشة'];

const perPeriodAr: Record<Fee['period'], string> = { year: 'سنويًا', week: 'أسبوعيًا' };

/** "£17,500 سنويًا" or "ابتداءً من £500 أسبوعيًا": the amount exactly as the English writes it. */
export function formatFeeAr(fee: Pick<Fee, 'amountGbp' | 'period' | 'from'>): string {
  const text = `${formatPounds(fee.amountGbp, 'ar')} ${perPeriodAr[fee.period]}`;
  return fee.from ? `ابتداءً من ${text}` : text;
}
