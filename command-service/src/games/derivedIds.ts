import { createHash } from 'node:crypto';

/**
 * An id derived from the command that names a thing (a game, an offline participant, an
 * invitation, a query), so a retried command names the same thing and is recognised.
 */
export const derivedId = (prefix: string, parts: readonly string[], length = 24): string =>
  `${prefix}${createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, length)}`;

/** The game id from its creator and the command id (23 hex digits, as games have always had). */
export const activityIdFor = (userId: string, commandId: string): string => derivedId('g', [userId, commandId], 23);
