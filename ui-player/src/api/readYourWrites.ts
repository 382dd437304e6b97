import { z } from 'zod';

/**
 * Read-your-writes (README "x-log-position", docs/decisions.md): every command reply carries the
 * log position of its events, and the read models include them once /health reports that position
 * or later. Reads after a command of this tab wait for that (briefly), so a game just created or
 * joined shows at once, in the detail and in My Games.
 */
let wanted = 0n;
let reached = 0n;

const healthSchema = z.object({ position: z.string().regex(/^\d+$/) });
const MAX_WAIT_MS = 5_000;

/** Remembers the position a command reply names (the header's value; anything else is ignored). */
export function noteLogPosition(header: string | null): void {
  if (!header || !/^\d{1,20}$/.test(header)) return;
  const position = BigInt(header);
  if (position > wanted) wanted = position;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the read models have caught up with this tab's last command, or after MAX_WAIT_MS (then the read shows what there is). */
export async function readModelsCaughtUp(): Promise<void> {
  const deadline = Date.now() + MAX_WAIT_MS;
  for (let delay = 20; reached < wanted && Date.now() < deadline; delay = Math.min(delay * 2, 250)) {
    try {
      const response = await fetch('/health', { headers: { accept: 'application/json' } });
      const body = healthSchema.safeParse(await response.json().catch(() => null));
      if (body.success && BigInt(body.data.position) > reached) reached = BigInt(body.data.position);
    } catch {
      return; // offline: the read that follows fails on its own and says so
    }
    if (reached < wanted) await pause(delay);
  }
}

/** For tests. */
export const resetLogPositions = (): void => {
  wanted = 0n;
  reached = 0n;
};
