import { createHash } from 'node:crypto';
import { LruMap } from '@sports/service-kit';
import type { PreviewCard } from './cards';
import type { Preview } from './sources';

/** Draws a card as PNG bytes (draw.ts drawCard; tests hand in a counting one). */
export type DrawCard = (card: PreviewCard) => Promise<Uint8Array>;

/** Changes when the drawing itself changes, so caches everywhere let go of the old pictures. */
const DESIGN = 'd1';

interface Kept {
  version: string;
  png: Promise<Uint8Array>;
}

/**
 * Preview images, drawn once per version of their subject and kept in memory. The version is the
 * subject's log position with the words it shows; a changed game has a new one and is drawn anew,
 * replacing its old picture. Bounded: the least recently asked subjects are forgotten first.
 */
export class PreviewImages {
  private readonly kept: LruMap<string, Kept>;

  constructor(
    private readonly draw: DrawCard,
    capacity = 256,
  ) {
    this.kept = new LruMap(capacity);
  }

  /** The version (an opaque digest: nothing of the subject shows in headers) that names this preview's picture. */
  static versionOf(preview: Preview): string {
    return `${DESIGN}-${createHash('sha256')
      .update(`${preview.revision}\n${JSON.stringify(preview.card)}`)
      .digest('base64url')
      .slice(0, 22)}`;
  }

  png(preview: Preview): { version: string; png: Promise<Uint8Array> } {
    const version = PreviewImages.versionOf(preview);
    // Keyed by subject, not version: a game keeps one picture, its newest.
    const subject = preview.revision.split('@')[0]!;
    const kept = this.kept.get(subject);
    if (kept?.version === version) return kept;
    const png = this.draw(preview.card);
    const fresh = { version, png };
    this.kept.set(subject, fresh);
    // A failed drawing is not kept: the next request draws again.
    png.catch(() => {
      if (this.kept.get(subject) === fresh) this.kept.delete(subject);
    });
    return fresh;
  }
}
