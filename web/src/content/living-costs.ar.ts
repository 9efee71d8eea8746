/** The Arabic living-costs table: the same amounts as living-costs.ts, taken from it by reference. */
import {
  monthlyLivingCosts,
  monthlyLivingCostsTotal,
  type CostRange,
  type LivingCostsTableContent,
} from './living-costs';

/** The amounts of the English row named `item`, so the Arabic never retypes a figure. */
function amountsOf(item: string): Omit<CostRange, 'item'> {
  const row = monthlyLivingCosts.find((candidate) => candidate.item === item);
  if (!row) throw new Error(`living-costs.ar.ts: no English living-cost row named "${item}"`);
  return { minGbp: row.minGbp, maxGbp: row.maxGbp };
}

export const livingCostsTableAr: LivingCostsTableContent = {
  caption: 'متوسط تكاليف المعيشة الشهرية في كارديف',
  expenseHeading: 'بند الإنفاق',
  costHeading: 'التكلفة الشهرية',
  rows: [
    { item: 'السكن', ...amountsOf('Accommodation') },
    { item: 'الطعام', ...amountsOf('Food') },
    { item: 'المواصلات', ...amountsOf('Transport') },
    { item: 'الترفيه', ...amountsOf('Entertainment') },
  ],
  total: { item: 'الإجمالي', minGbp: monthlyLivingCostsTotal.minGbp, maxGbp: monthlyLivingCostsTotal.maxGbp },
};
