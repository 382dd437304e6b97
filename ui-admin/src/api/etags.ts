/**
 * Optimistic concurrency (docs/adr/0109-admin-optimistic-concurrency.md): the
 * ETag of each admin record this tab read (GET /admin-api/{resource}/{id}), by its URL, sent back
 * as If-Match with that URL's PUT and DELETE, so a save over someone else's change is refused
 * (412) instead of overwriting it. ra-data-simple-rest reads and writes a record at the same URL.
 */
const MAX_REMEMBERED = 500;
const etags = new Map<string, string>();

/** The record URL without its query (a getOne has none; this keeps the key to the path). */
const keyOf = (url: string) => url.split('?')[0]!;

/** Remembers the ETag of a record's read; a read without one forgets the old. */
export function rememberEtag(url: string, etag: string | null): void {
  const key = keyOf(url);
  etags.delete(key);
  if (!etag) return;
  etags.set(key, etag);
  if (etags.size > MAX_REMEMBERED) etags.delete(etags.keys().next().value!);
}

/** The If-Match for a write to `url`: the ETag it was last read with, if any. */
export const etagFor = (url: string): string | undefined => etags.get(keyOf(url));

/** For specs. */
export const forgetEtags = (): void => etags.clear();
