import { sportPicture } from './sportPicture';

/** What a card's picture needs of a game: its cover (spec section 3 coverImageorVideo, resolved as coverUrl), its venue's photo (spaceAvatar) and its sport. */
export interface PictureSource {
  coverImageorVideo?: { type: 'image'; imageId: string } | { type: 'video'; url: string } | undefined;
  coverUrl?: string | null | undefined;
  spaceAvatar?: string | null | undefined;
  listingId?: string | undefined;
  listingName?: string | undefined;
}

export interface CardPicture {
  src: string;
  /** cover: the game's own image; venue: its venue's photo; sport: the drawing for its sport. */
  kind: 'cover' | 'venue' | 'sport';
}

/**
 * DESIGN.md "Together": the game's cover image, else its venue's photo (spec section 3 spaceAvatar),
 * else a drawing of its sport; never an empty box. A cover that is a video link has no still to
 * show, so the venue's photo or the drawing stands in (docs/adr/0104-picture-on-every-card.md).
 */
export const cardPictureOf = (game: PictureSource): CardPicture => {
  const cover = game.coverImageorVideo;
  if (cover?.type === 'image' && game.coverUrl) return { src: game.coverUrl, kind: 'cover' };
  if (game.spaceAvatar) return { src: game.spaceAvatar, kind: 'venue' };
  return { src: sportPicture(game), kind: 'sport' };
};
