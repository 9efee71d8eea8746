/**
 * Monthly living costs for a student in Cardiff (docs/spec.md §9). The accommodation page
 * shows them; other pages (for example the city guide) can import the same figures.
 */
export interface CostRange {
  item: string;
  minGbp: number;
  maxGbp: number;
}

export const monthlyLivingCosts: readonly CostRange[] = [
  { item: 'Accommodation', minGbp: 400, maxGbp: 700 },
  { item: 'Food', minGbp: 150, maxGbp: 250 },
  { item: 'Transport', minGbp: 40, maxGbp: 80 },
  { item: 'Entertainment', minGbp: 100, maxGbp: 200 },
];

/** The spec's stated total (£690-£1,230); the test checks the items add up to it. */
export const monthlyLivingCostsTotal: CostRange = { item: 'Total', minGbp: 690, maxGbp: 1_230 };

/** The living-costs table's words and rows in one language (living-costs.ar.ts has the Arabic). */
export interface LivingCostsTableContent {
  caption: string;
  expenseHeading: string;
  costHeading: string;
  rows: readonly CostRange[];
  total: CostRange;
}

export const livingCostsTable: LivingCostsTableContent = {
  caption: 'Average monthly living costs in Cardiff',
  expenseHeading: 'Expense',
  costHeading: 'Cost per month',
  rows: monthlyLivingCosts,
  total: monthlyLivingCostsTotal,
};
