import { AsyncLocalStorage } from 'node:async_hooks';
import { DomainError } from '@sports/contracts';

/**
 * Optimistic concurrency for the back office's edits (docs/adr/0109-admin-optimistic-concurrency.md): an admin write that carries
 * `If-Match: "<revision>"` runs its command with the
 * revision the editor read. The command handler compares it with the stream's revision inside its
 * per-stream lock, just before it decides, and refuses with 412 PRECONDITION_FAILED when the stream
 * has moved on; the append itself expects that same revision, so nothing slips in between.
 *
 * It travels beside the request (the admin route sends the command on in process) rather than in
 * the command's body, and applies to one stream only: the record's, not the other streams a
 * command endpoint may read or write.
 */
export interface Precondition {
  streamId: string;
  /** The stream's revision the editor read; null: the record had no events yet. */
  revision: bigint | null;
}

const current = new AsyncLocalStorage<Precondition>();

/** `"12"` (or W/"12") is revision 12; `*` asks for nothing; anything else can never match. */
export const ifMatchRevision = (header: string | undefined): bigint | null | 'any' | 'never' => {
  if (header === undefined || header.trim() === '*') return 'any';
  const match = /^(?:W\/)?"(\d{1,19})"$/.exec(header.trim());
  return match ? BigInt(match[1]!) : 'never';
};

/** The ETag of a stream at `revision` (null: no events): what GET /admin-api/{resource}/{id} answers. */
export const etagOf = (revision: bigint | null): string => `"${revision === null ? '' : String(revision)}"`;

/**
 * Runs `work` with the precondition of `If-Match` on `streamId`; without the header it runs as it
 * is (a write that does not ask is accepted: see the decision record).
 */
export const withIfMatch = <T>(ifMatch: string | undefined, streamId: string | undefined, work: () => Promise<T>): Promise<T> => {
  const wanted = ifMatchRevision(ifMatch);
  if (wanted === 'any' || streamId === undefined) return work();
  if (wanted === 'never')
    return Promise.reject(
      new DomainError('PRECONDITION_FAILED', 'If-Match names no revision of this record: reload it and edit again', 'If-Match'),
    );
  return current.run({ streamId, revision: wanted }, work);
};

/** The precondition on `streamId` of the write running now, if any. */
export const preconditionOn = (streamId: string): Precondition | undefined => {
  const precondition = current.getStore();
  return precondition?.streamId === streamId ? precondition : undefined;
};

/** Throws 412 when the stream is no longer at the revision the editor read. */
export const checkPrecondition = (precondition: Precondition | undefined, revision: bigint | null): void => {
  if (precondition && precondition.revision !== revision) {
    throw new DomainError('PRECONDITION_FAILED', 'Changed by someone else since you opened it: reload it and edit again', 'If-Match');
  }
};
