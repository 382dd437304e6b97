/** Where the tools report progress: stderr, so their data can go to stdout. */
export interface ProgressOut {
  write(text: string): unknown;
  isTTY?: boolean;
}

const WIDTH = 30;

/**
 * A progress bar on stderr: `[#####.....]  45%  1,234 events`. On a terminal it redraws one line
 * (at most every 100 ms); elsewhere (CI logs, files) it prints a line per 10 %, so logs stay short.
 */
export class ProgressBar {
  private lastDraw = Number.NEGATIVE_INFINITY;
  private lastTenth = -1;

  constructor(
    private readonly out: ProgressOut,
    private readonly label: string,
    private readonly now: () => number = Date.now,
  ) {}

  update(fraction: number, count: number, force = false): void {
    const f = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
    const line = `${this.label} [${'#'.repeat(Math.round(f * WIDTH)).padEnd(WIDTH, '.')}] ${String(Math.floor(f * 100)).padStart(3)}%  ${count.toLocaleString('en-US')} events`;
    if (this.out.isTTY) {
      if (!force && this.now() - this.lastDraw < 100) return;
      this.lastDraw = this.now();
      this.out.write(`\r${line}`);
      return;
    }
    const tenth = Math.floor(f * 10);
    if (!force && tenth === this.lastTenth) return;
    this.lastTenth = tenth;
    this.out.write(`${line}\n`);
  }

  /** The full bar once more (unless a log line already said 100 %), and the end of the line on a terminal. */
  done(count: number): void {
    if (this.out.isTTY) {
      this.update(1, count, true);
      this.out.write('\n');
    } else if (this.lastTenth !== 10) this.update(1, count, true);
  }
}

/** How far `position` is from `start` towards `end` (positions grow with the log on both stores). */
export const fractionOf = (position: bigint, start: bigint | null, end: bigint | null): number => {
  if (end === null) return 1;
  const from = start ?? 0n;
  if (end <= from) return 1;
  return Number(position - from) / Number(end - from);
};
