/**
 * What a preview image shows, in words (already formatted): the drawing (draw.ts) lays these out,
 * and the cache key (imageCache.ts) is made from them, so equal cards are one drawing.
 */
export type PreviewCard =
  | { kind: 'game'; name: string; sport: string; when: string; place: string; price: string; places: string; full: boolean }
  | { kind: 'private' }
  | { kind: 'venue'; name: string; place: string; sports: string[] }
  | { kind: 'player'; name: string; initials: string; sports: string[]; places: string[] }
  | { kind: 'site' };

/** The product's name, as the player UI writes it (ui-player/src/app/Header.tsx APP_NAME). */
export const SITE_NAME = 'Sports Platform';

/** og:image:width and height (the size Facebook, WhatsApp and X draw large). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** "Priya Raman" → "PR"; one word gives one letter. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('') || '?';
