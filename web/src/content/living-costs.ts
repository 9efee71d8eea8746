/**
 * Average monthly living costs for a student in Cardiff (spec section 9). Shared by the
 * city guide and the accommodation page: change the figures here only.
 */
export interface LivingCost {
  item: string;
  /** As published, per month. */
  range: string;
}

export const livingCosts = {
  period: 'per month',
  items: [
    { item: 'Accommodation', range: '£400-£700' },
    { item: 'Food', range: '£150-£250' },
    { item: 'Transport', range: '£40-£80' },
    { item: 'Entertainment', range: '£100-£200' },
  ],
  total: { item: 'Total', range: '£690-£1,230' },
} as const satisfies { period: string; items: readonly LivingCost[]; total: LivingCost };
