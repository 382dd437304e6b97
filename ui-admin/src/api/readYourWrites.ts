/**
 * Read-your-writes (README "x-log-position"): every write's reply names the log position of its
 * events, and the read models include them once /health reports that position or later. After a
 * create, update or delete the data provider waits for that (dataProvider.ts lifecycle callbacks),
 * so the show page or list react-admin opens next already shows the write.
 */
let wanted = 0n;
let reached = 0n;

/** Long enough for a busy projector; past it the page shows what there is (the write itself succeeded). */
export const MAX_WAIT_MS = 5_000;

/** Remembers the position a write's reply names (the header's value; anything else is ignored). */
export function noteLogPosition(header: string | null): void {
  if (!header || !/^\d{1,20}$/.test(header)) return;
  const position = BigInt(header);
  if (position > wanted) wanted = position;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the read models include this tab's last write, or after `maxWaitMs`. */
export async function readModelsCaughtUp(maxWaitMs = MAX_WAIT_MS): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  for (let delay = 20; reached < wanted && Date.now() < deadline; delay = Math.min(delay * 2, 250)) {
    try {
      const response = await fetch('/health', { headers: { accept: 'application/json' } });
      const body = (await response.json().catch(() => null)) as { position?: unknown } | null;
      if (typeof body?.position === 'string' && /^\d{1,20}$/.test(body.position) && BigInt(body.position) > reached) reached = BigInt(body.position);
    } catch {
      return; // offline: the read that follows fails on its own and says so
    }
    if (reached < wanted) await pause(delay);
  }
}

/** For specs. */
export const resetLogPositions = (): void => {
  wanted = 0n;
  reached = 0n;
};
