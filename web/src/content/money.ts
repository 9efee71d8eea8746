const poundFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** 17500 -> "£17,500" */
export function formatPounds(amountGbp: number): string {
  return poundFormat.format(amountGbp);
}

/** (690, 1230) -> "£690-£1,230", the way the spec writes ranges. */
export function formatPoundRange(minGbp: number, maxGbp: number): string {
  return `${formatPounds(minGbp)}-${formatPounds(maxGbp)}`;
}
