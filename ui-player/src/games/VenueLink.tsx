import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { TAP_TARGET_PX } from '../ui/primitives';

/** Inline in the "Where" line, read as a link, but a tap target's height (as the Directions link). */
const ToVenue = createLink(styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET_PX}px;
  margin: -12px 0;
  vertical-align: middle;
`);

/**
 * A game linked to a listed venue (spec section 3 Activity spaceId) names it as a way to the
 * venue's page, where its slots and what else it sells are, for the game's sport.
 */
export function VenueLink({ spaceId, name, listingId }: { spaceId: string; name: string; listingId: string }) {
  return (
    <ToVenue to="/venues/$spaceId" params={{ spaceId }} search={{ listing: listingId }}>
      {name}
    </ToVenue>
  );
}
