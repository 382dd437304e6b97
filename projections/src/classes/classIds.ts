import { createHash } from 'node:crypto';
import type { IndexSpec } from '../documentStore/port';

/**
 * Record ids of a student (a user in a batch of a class) and of one attendance mark (a user at a
 * session): the natural keys hold a user id of up to 64 characters, more than an id may have, so
 * the ids are a stable hash of them (the same on every replay and on both stores).
 */
const hashed = (prefix: string, parts: readonly string[]) =>
  `${prefix}-${createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 24)}`;
export const studentIdOf = (itemId: string, batchKey: string, userId: string): string => hashed('st', [itemId, batchKey, userId]);
export const attendanceIdOf = (itemId: string, sessionId: string, userId: string): string => hashed('at', [itemId, sessionId, userId]);

/** The key after the class's offering id in a batch's or session's record id (`{itemId}.{key}`). */
export const keyAfter = (itemId: string, recordId: string): string => recordId.slice(itemId.length + 1);

/**
 * Indexes for an organisation-scoped admin resource: each sort within one organisation and across
 * all (platform operators), and each filter followed by the default sort, likewise.
 */
export const orgListIndexes = (sorts: readonly string[], filters: readonly string[], defaultSort: string): IndexSpec[] => [
  ...sorts.flatMap((s): IndexSpec[] => [
    {
      fields: [
        ['orgId', 1],
        [s, 1],
      ],
    },
    { fields: [[s, 1]] },
  ]),
  ...filters.flatMap((f): IndexSpec[] => [
    {
      fields: [
        ['orgId', 1],
        [f, 1],
        [defaultSort, 1],
      ],
    },
    {
      fields: [
        [f, 1],
        [defaultSort, 1],
      ],
    },
  ]),
];
