import styled from '@emotion/styled';
import { servedImagePath, type GameDocument } from '@sports/contracts';
import { TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { radius } from '../ui/tokens';

/** A 16:9 banner: at 375 px about 190 px tall, so the name and the action stay on the first screen. */
const Banner = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 320px;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${radius.sm};
  margin-bottom: 12px;
  background: ${color.border};
`;

/** A 44 px tall tap target (it was 23 px; UX review at 375 px). */
const VideoLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET_PX}px;
  margin-bottom: 12px;
  font-weight: 600;
  color: ${color.accent};
`;

/**
 * Spec section 3 coverImageorVideo at the top of the game page: the image, or a
 * plain "Watch the video" link (no embeds: no third-party scripts or iframes on our pages).
 */
export function GameCover({ game }: { game: Pick<GameDocument, 'name' | 'coverImageorVideo'> }) {
  const cover = game.coverImageorVideo;
  if (!cover) return null;
  if (cover.type === 'image')
    return <Banner src={servedImagePath(cover.imageId)} alt={`Cover of ${game.name}`} width={1600} height={900} decoding="async" />;
  return (
    <VideoLink href={cover.url} target="_blank" rel="noopener noreferrer">
      ▶ Watch the video
    </VideoLink>
  );
}
