/** Nearest-rank percentile of already collected samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function printTable(rows: ReadonlyArray<readonly [string, string]>): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  const line = `${'-'.repeat(width + 2)}+${'-'.repeat(24)}`;
  console.log(line);
  for (const [label, value] of rows) console.log(` ${label.padEnd(width)} | ${value}`);
  console.log(line);
}
