import styled from '@emotion/styled';
import { color } from '../../ui/theme';
import { cardPictureOf, type PictureSource } from './cardPicture';
import { sportPicture } from './sportPicture';
import { radius } from '../../ui/tokens';

/** The drawn size: a 16:9 picture about 96 px high (DESIGN.md "Together"), cropped to the card's width. */
export const PICTURE_HEIGHT_PX = 96;
const PICTURE_WIDTH_PX = 171;

/**
 * The top of a card, edge to edge inside its rounded corners. The sport's colour is the box's own
 * background while a cover loads, so no grey box lingers; a cover that fails gives way to the drawing.
 */
const Frame = styled.div`
  margin: -16px -16px 12px;
  height: ${PICTURE_HEIGHT_PX}px;
  overflow: hidden;
  border-radius: ${radius.md} ${radius.md} 0 0;
  background: ${color.border};
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Decorative: the card's title and sport say what it shows, so the picture is silent to screen readers. */
export function CardPicture({ game, eager = false }: { game: PictureSource; eager?: boolean }) {
  const picture = cardPictureOf(game);
  return (
    <Frame data-testid="card-picture" data-picture={picture.kind}>
      <img
        src={picture.src}
        alt=""
        width={PICTURE_WIDTH_PX}
        height={PICTURE_HEIGHT_PX}
        // The first card is the largest paint of the first screen: it loads at once, the rest as they near the view.
        loading={eager ? 'eager' : 'lazy'}
        // The first card's picture is the first screen's largest paint: decoded with the paint rather than after it.
        decoding={eager ? 'auto' : 'async'}
        {...(eager ? { fetchPriority: 'high' as const } : {})}
        onError={(event) => {
          const fallback = sportPicture(game);
          if (!event.currentTarget.src.endsWith(fallback)) event.currentTarget.src = fallback;
        }}
      />
    </Frame>
  );
}
