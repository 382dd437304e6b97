import { LruMap } from '@sports/service-kit/lruMap';
import type { StreamReader } from './history';

/** Streams whose last revision is remembered, so a read asks the store only for what came since. */
const REMEMBERED_STREAMS = 10_000;

/**
 * A record's ETag for optimistic concurrency (docs/adr/0109-admin-optimistic-concurrency.md): the revision of its stream, `"12"`, or null
 * when the stream has no events. The
 * revision is read before the record, so a record a projection has already moved past carries an
 * older ETag (its save is refused and reloaded), never a newer one that would let a stale edit pass.
 */
export const streamRevisions = (events: StreamReader) => {
  const known = new LruMap<string, bigint>(REMEMBERED_STREAMS);
  return async (streamId: string): Promise<string | null> => {
    const last = known.get(streamId);
    const since = await events.readStream(streamId, { fromRevision: last === undefined ? 0n : last + 1n });
    const revision = since.at(-1)?.revision ?? last;
    if (revision === undefined) return null;
    known.set(streamId, revision);
    return `"${String(revision)}"`;
  };
};
