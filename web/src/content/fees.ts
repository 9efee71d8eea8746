/**
 * Tuition fees (docs/spec.md §9). Each fee is written here once; the Course Fees page and
 * every course page read it from here. Amounts are whole pounds.
 */
import type { CoursePath } from './courses/course-types';
import { formatPounds } from '@domain/money';

/** The course pages that have a published fee (the Summer School's is by asking admissions). */
export type FeeCoursePath = Exclude<CoursePath, '/courses/summer-school'>;

export interface Fee {
  id: 'gcse' | 'a-level' | 'foundation' | 'pre-masters-pre-sessional' | 'english-language';
  /** The programme(s) the fee applies to, as the fees table names them, with their pages. */
  programmes: readonly { label: string; coursePath: FeeCoursePath }[];
  amountGbp: number;
  period: 'year' | 'week';
  /** True when the amount is a starting price ("from £500 per week"). */
  from: boolean;
}

export const fees: readonly Fee[] = [
  {
    id: 'gcse',
    programmes: [{ label: 'GCSE Programme', coursePath: '/courses/gcse' }],
    amountGbp: 15_500,
    period: 'year',
    from: false,
  },
  {
    id: 'a-level',
    programmes: [{ label: 'A-Level Courses', coursePath: '/courses/a-level' }],
    amountGbp: 17_500,
    period: 'year',
    from: false,
  },
  {
    id: 'foundation',
    programmes: [{ label: 'International Foundation Year', coursePath: '/courses/foundation' }],
    amountGbp: 22_500,
    period: 'year',
    from: false,
  },
  {
    id: 'pre-masters-pre-sessional',
    programmes: [
      { label: 'Pre-Masters', coursePath: '/courses/pre-masters' },
      { label: 'Pre-Sessional', coursePath: '/courses/pre-sessional' },
    ],
    amountGbp: 500,
    period: 'week',
    from: true,
  },
  {
    id: 'english-language',
    programmes: [{ label: 'English Language', coursePath: '/courses/english-language' }],
    amountGbp: 250,
    period: 'week',
    from: true,
  },
];

export interface PaymentOption {
  title: string;
  text: string;
}

export const paymentOptions: readonly PaymentOption[] = [
  { title: 'Full payment', text: 'Pay the full fee upfront.' },
  { title: 'Termly payments', text: 'Pay in three instalments, one each term.' },
  { title: 'Monthly instalments', text: 'Spread the cost in monthly instalments (available for certain programmes).' },
];

/** What the tuition fee does not cover. */
export const feeExclusions: readonly string[] = ['Exam fees', 'Textbooks', 'Accommodation', 'Living expenses'];

/** "£17,500 per year" or "From £500 per week"; formatFeeAr in fees.ar.ts is the Arabic. */
export function formatFee(fee: Pick<Fee, 'amountGbp' | 'period' | 'from'>): string {
  const text = `${formatPounds(fee.amountGbp)} per ${fee.period}`;
  return fee.from ? `From ${text}` : text;
}

export function feeForCourse(coursePath: string): Fee | undefined {
  return fees.find((fee) => fee.programmes.some((programme) => programme.coursePath === coursePath));
}
