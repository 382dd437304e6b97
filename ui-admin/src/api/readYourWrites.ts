/**
 * Read-your-writes (README "x-log-position", docs/adr/0114-permission-checks-read-own-writes.md): every write's reply names the log
 * position of its events; this tab remembers the
 * newest and sends it back on its reads as `x-read-after`, and the admin API waits (briefly) until
 * the read models include it. So the show page or list react-admin opens after a create, update or
 * delete already shows the write, and a scope just granted is not refused.
 */
let wanted = 0n;

/** Remembers the position a write's reply names (the header's value; anything else is ignored). */
export function noteLogPosition(header: string | null): void {
  if (!header || !/^\d{1,19}$/.test(header)) return;
  const position = BigInt(header);
  if (position > wanted) wanted = position;
}

/** The header a read sends: none before this tab's first write. */
export const readAfterHeader = (): string | null => (wanted > 0n ? String(wanted) : null);

/** For specs. */
export const resetLogPositions = (): void => {
  wanted = 0n;
};
