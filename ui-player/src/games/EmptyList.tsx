import styled from '@emotion/styled';
import { useSearch } from '@tanstack/react-router';
import { useSession } from '../session/store';
import { ButtonLink, Muted } from '../ui/primitives';
import type { GamePage } from './api';
import { hasFilters, type DiscoveryFilters, type DiscoveryTab } from './discovery';
import { activeFilterChips, loosenHint } from './filterChips';

const EMPTY_TEXT: Record<DiscoveryTab['id'], string> = {
  // Suggested falls back to every upcoming game (docs/adr/0103-suggested-never-empty.md): empty only when none is coming up.
  suggested: 'No games are coming up yet.',
  past: 'No past games to show.',
  my: 'You have no games yet.',
  interests: 'No games in the circles you follow.',
  other: 'No other games to show.',
  saved: 'You have not saved any games.',
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
`;

/**
 * An empty tab says so and offers a way on (UX review at 375 px: "No suggested games right now" was a
 * dead end): with filters set, what to loosen (a higher price, another filter) and clearing them;
 * otherwise the Other tab's games, from any tab but Other itself.
 */
export function EmptyList({ tab, listings }: { tab: DiscoveryTab; listings?: GamePage['listingList'] | undefined }) {
  const search: DiscoveryFilters = useSearch({ strict: false });
  const chips = tab.source === 'all' || tab.source === 'suggested' ? activeFilterChips(search, listings) : [];
  const filtered = hasFilters(search);
  const hint = loosenHint(chips);
  // A new player's Suggested was empty while a visitor saw every game: suggestions follow the sports
  // the profile chose (isRecommended), which nothing had asked for.
  const signedIn = useSession((s) => s.user !== null);
  const bySports = signedIn && tab.id === 'suggested' && !filtered;
  return (
    <Box>
      <Muted as="p" style={{ margin: 0 }}>
        {EMPTY_TEXT[tab.id]}
      </Muted>
      {hint && (
        <Muted as="p" style={{ margin: 0 }}>
          {hint}
        </Muted>
      )}
      {bySports && (
        <>
          <Muted as="p" style={{ margin: 0 }}>
            Suggestions follow the sports you play.
          </Muted>
          <ButtonLink to="/profile/complete">Choose your sports</ButtonLink>
        </>
      )}
      {filtered ? (
        <Actions>
          {search.maxCost !== undefined && chips.length > 1 && (
            <ButtonLink variant="ghost" to="/" search={{ ...search, tab: tab.id, maxCost: undefined }}>
              Any price
            </ButtonLink>
          )}
          <ButtonLink variant="ghost" to="/" search={{ tab: tab.id }}>
            Clear filters
          </ButtonLink>
        </Actions>
      ) : (
        tab.id !== 'other' && (
          <ButtonLink variant="ghost" to="/" search={{ tab: 'other' }}>
            See other games
          </ButtonLink>
        )
      )}
    </Box>
  );
}
