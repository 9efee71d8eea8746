/**
 * Tuition fees (spec section 9). Each fee is written here once; the Course Fees page and
 * every course page read it from here. Amounts are whole pounds.
 */
import { formatPounds } from './money';

export interface Fee {
  id: 'gcse' | 'a-level' | 'foundation' | 'pre-masters-pre-sessional' | 'english-language';
  /** The programme(s) as the fees table names them. */
  programme: string;
  amountGbp: number;
  period: 'year' | 'week';
  /** True when the amount is a starting price ("from £500 per week"). */
  from: boolean;
  /** The course pages this fee belongs to. */
  coursePaths: readonly string[];
}

export const fees: readonly Fee[] = [
  { id: 'gcse', programme: 'GCSE Programme', amountGbp: 15_500, period: 'year', from: false, coursePaths: ['/courses/gcse'] },
  { id: 'a-level', programme: 'A-Level Courses', amountGbp: 17_500, period: 'year', from: false, coursePaths: ['/courses/a-level'] },
  {
    id: 'foundation',
    programme: 'International Foundation Year',
    amountGbp: 22_500,
    period: 'year',
    from: false,
    coursePaths: ['/courses/foundation'],
  },
  {
    id: 'pre-masters-pre-sessional',
    programme: 'Pre-Masters / Pre-Sessional',
    amountGbp: 500,
    period: 'week',
    from: true,
    coursePaths: ['/courses/pre-masters', '/courses/pre-sessional'],
  },
  {
    id: 'english-language',
    programme: 'English Language',
    amountGbp: 250,
    period: 'week',
    from: true,
    coursePaths: ['/courses/english-language'],
  },
];

export const paymentOptions: readonly { title: string; text: string }[] = [
  { title: 'Full payment', text: 'Pay the full fee upfront.' },
  { title: 'Termly payments', text: 'Pay in three instalments, one each term.' },
  { title: 'Monthly instalments', text: 'Spread the cost in monthly instalments (available for certain programmes).' },
];

/** What the tuition fee does not cover. */
export const feeExclusions: readonly string[] = ['Exam fees', 'Textbooks', 'Accommodation', 'Living expenses'];

/** "£17,500 per year" or "From £500 per week". */
export function formatFee(fee: Fee): string {
  const text = `${formatPounds(fee.amountGbp)} per ${fee.period}`;
  return fee.from ? `From ${text}` : text;
}

export function feeForCourse(coursePath: string): Fee | undefined {
  return fees.find((fee) => fee.coursePaths.includes(coursePath));
}
