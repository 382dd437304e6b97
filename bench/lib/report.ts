/** Number formatting and the one table layout every benchmark prints. */
export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

/** `npm run bench` (bench/all.ts) sets this and reads the JSON lines that start with MACHINE_PREFIX. */
export const MACHINE_PREFIX = 'BENCH_RESULT ';

/** One machine-readable line for the aggregator: the rows of a table, or named figures (ceilings, the scale curve). */
export const emitResult = (kind: 'rows' | 'figures', payload: unknown): void => {
  if (process.env.BENCH_MACHINE === '1') console.log(MACHINE_PREFIX + JSON.stringify({ kind, payload }));
};

/** Rows of [figure, measured, target, verdict], padded into columns under a header. */
export const printTable = (rows: string[][]): void => {
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length), 6));
  for (const row of [['figure', 'measured', 'target', 'verdict'], widths.map((w) => '-'.repeat(w)), ...rows]) {
    console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | '));
  }
  emitResult('rows', rows);
};
