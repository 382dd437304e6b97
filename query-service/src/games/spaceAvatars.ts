import { servedImagePath, type SpaceDocument } from '@sports/contracts';
import { SPACES_COLLECTION, type DocumentStore } from '@sports/projections';

/** A rebuild swaps the spaces read model without the projector's position moving: what was read is trusted this long at most. */
const MAX_AGE_MS = 5_000;

/** The venue photo's URL of each space that has one (spec section 3 Activity spaceAvatar). */
export type AvatarOf = (spaceId: string) => string | undefined;

/**
 * Spec section 3 spaceAvatar, joined when a reply is sent rather than copied into the games: a
 * venue's new photo shows on its games at once, and no game document changes with it
 * (docs/adr/0104-picture-on-every-card.md). One batched read per page for the page's
 * distinct spaces, remembered while the read models stand still (the projector's position, as
 * ViewerCache and the name book follow it) and never longer than MAX_AGE_MS.
 */
export class SpaceAvatars {
  private known = new Map<string, string | null>();
  private seenSignal: bigint | null | undefined = undefined;
  private readAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly store: DocumentStore,
    private readonly changeSignal?: () => bigint | null,
  ) {}

  async of(spaceIds: Iterable<string | null | undefined>): Promise<AvatarOf> {
    const signal = this.changeSignal?.();
    if (!this.changeSignal || signal !== this.seenSignal || performance.now() - this.readAt >= MAX_AGE_MS) {
      this.known = new Map();
      this.seenSignal = signal;
      this.readAt = performance.now();
    }
    const known = this.known;
    const missing = [...new Set([...spaceIds].filter((id): id is string => !!id && !known.has(id)))];
    if (missing.length > 0) {
      const stored = await this.store.getStored(SPACES_COLLECTION, missing);
      for (const id of missing) {
        const photo = (stored.get(id)?.doc as SpaceDocument | null | undefined)?.photo;
        known.set(id, photo ? servedImagePath(photo) : null);
      }
    }
    return (spaceId) => known.get(spaceId) ?? undefined;
  }
}

/** The reply with its venue's photo, or the reply itself when its venue has none. */
export const withSpaceAvatar = <G extends { spaceId?: string | null | undefined; spaceAvatar?: string | null }>(
  game: G,
  avatarOf: AvatarOf,
): G => {
  const avatar = game.spaceId ? avatarOf(game.spaceId) : undefined;
  return avatar ? { ...game, spaceAvatar: avatar } : game;
};

const NULL_AVATAR = Buffer.from('"spaceAvatar":null');

/**
 * A live game's cached reply bytes with its venue's photo in place of `"spaceAvatar":null`: only
 * the games whose venue has a photo are copied; the cached bytes stay as they are.
 */
export const bytesWithSpaceAvatar = (json: Buffer, spaceId: string | null, avatarOf: AvatarOf): Buffer => {
  const avatar = spaceId ? avatarOf(spaceId) : undefined;
  if (!avatar) return json;
  const at = json.indexOf(NULL_AVATAR);
  if (at < 0) return json;
  return Buffer.concat([
    json.subarray(0, at),
    Buffer.from(`"spaceAvatar":${JSON.stringify(avatar)}`),
    json.subarray(at + NULL_AVATAR.length),
  ]);
};
