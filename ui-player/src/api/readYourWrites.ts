/**
 * Read-your-writes (README "x-log-position", docs/adr/0114-permission-checks-read-own-writes.md): every command reply carries the log
 * position of its events; this tab remembers the
 * newest and sends it back on its reads as `x-read-after`, and the query side waits (briefly) until
 * the read models include it. So a game just created or joined shows at once, in the detail and in
 * My Games, and a chat or a host's tool just opened to this player is not refused.
 */
let wanted = 0n;

/** Remembers the position a command reply names (the header's value; anything else is ignored). */
export function noteLogPosition(header: string | null): void {
  if (!header || !/^\d{1,19}$/.test(header)) return;
  const position = BigInt(header);
  if (position > wanted) wanted = position;
}

/** The header a read sends: none before this tab's first command. */
export const readAfterHeaders = (): Record<string, string> => (wanted > 0n ? { 'x-read-after': String(wanted) } : {});

/** For tests. */
export const resetLogPositions = (): void => {
  wanted = 0n;
};
