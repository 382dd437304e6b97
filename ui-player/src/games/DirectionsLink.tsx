import styled from '@emotion/styled';
import { TAP_TARGET_PX } from '../ui/primitives';
import { directionsUrl } from './distance';

/**
 * The way to a game's place in the phone's maps app. Inline in the "Where" line it was a 71 × 20 px
 * target at 375 px; it keeps reading as a link but takes a tap target's height and some width.
 */
const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET_PX}px;
  min-width: ${TAP_TARGET_PX}px;
  padding: 0 6px;
  margin: -12px 0;
  vertical-align: middle;
`;

export function DirectionsLink({ lat, lon }: { lat: number; lon: number }) {
  return (
    <Link href={directionsUrl({ lat, lon })} target="_blank" rel="noopener noreferrer">
      Directions
    </Link>
  );
}
