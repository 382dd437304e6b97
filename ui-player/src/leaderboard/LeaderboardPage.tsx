import styled from '@emotion/styled';
import { peopleApi } from '@sports/contracts';
import { createLink } from '@tanstack/react-router';
import { useSession } from '../session/store';
import { Card, Muted, TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import type { Leaderboard, LeaderboardSort } from './api';
import { LeaderboardFilters, SORT_LABELS, type BoardChoice } from './LeaderboardFilters';
import { LeaderboardTable } from './LeaderboardTable';

/** One row at 375 px (Reputation wrapped onto a second), scrolling sideways rather than wrapping on narrower screens. */
const Sorts = styled.nav`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  margin-bottom: 12px;
  border-bottom: 1px solid ${color.border};
`;

/** 44 px tall tabs (they were 41). */
const SortTab = createLink(styled.a`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: ${TAP_TARGET_PX}px;
  box-sizing: border-box;
  padding: 8px 10px;
  white-space: nowrap;
  text-decoration: none;
  color: ${color.muted};
  border-bottom: 2px solid transparent;
  &[aria-selected='true'] {
    color: ${color.text};
    border-bottom-color: ${color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
  }
`);

const SORT_NOTES: Record<LeaderboardSort, string> = {
  gamesPlayed: 'Games played in the last 90 days.',
  skill: "The hosts' consensus on each player's level; players rated by fewer than 3 hosts are New and come last.",
  reputation: 'Showing up, punctuality, team play and paying on time, as hosts assessed them; New players come last.',
};

export interface LeaderboardSearch {
  listingId?: string | undefined;
  region?: string | undefined;
  sort: LeaderboardSort;
}

/** Leaderboard per listing and region (spec section 7 "GET leaderboard"). */
export function LeaderboardPage({
  search,
  board,
  onChoose,
  suggestedCity = null,
  finding = false,
}: {
  search: LeaderboardSearch;
  board: Leaderboard | null;
  onChoose: (choice: BoardChoice) => void;
  suggestedCity?: string | null;
  finding?: boolean;
}) {
  const viewerId = useSession((s) => s.user?.userId ?? null);
  return (
    <Card>
      <h1 style={{ marginTop: 0 }}>Leaderboard</h1>
      <LeaderboardFilters
        key={`${search.region ?? ''}|${search.listingId ?? ''}`}
        region={search.region ?? ''}
        listingId={search.listingId ?? ''}
        suggestedCity={suggestedCity}
        onChoose={onChoose}
      />
      {board ? (
        <>
          <Sorts role="tablist" aria-label="Rank by">
            {peopleApi.LEADERBOARD_SORTS.map((sort) => (
              <SortTab key={sort} role="tab" aria-selected={sort === search.sort} to="/leaderboard" search={{ ...search, sort }}>
                {SORT_LABELS[sort]}
              </SortTab>
            ))}
          </Sorts>
          <Muted as="p">{SORT_NOTES[search.sort]}</Muted>
          <LeaderboardTable board={board} viewerId={viewerId} regionName={search.region ?? board.region} />
        </>
      ) : (
        <Muted as="p" aria-busy={finding}>
          {finding ? 'Finding your city’s board…' : 'Choose a city and a sport to see who plays most, and best.'}
        </Muted>
      )}
    </Card>
  );
}
