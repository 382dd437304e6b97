/** Number formatting and the one table layout every benchmark prints. */
export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

/** Rows of [figure, measured, target, verdict], padded into columns under a header. */
export const printTable = (rows: string[][]): void => {
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length), 6));
  for (const row of [['figure', 'measured', 'target', 'verdict'], widths.map((w) => '-'.repeat(w)), ...rows]) {
    console.log(row.map((cell, i) => cell!.padEnd(widths[i]!)).join(' | '));
  }
};
