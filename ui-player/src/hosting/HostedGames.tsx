import styled from '@emotion/styled';
import { participantsLabel } from '@sports/shared-rules';
import type { GamePage } from '../games/api';
import { formatWhen } from '../games/format';
import { useGamePages } from '../games/useGamePages';
import { useInfiniteScroll } from '../games/useInfiniteScroll';
import { useSession } from '../session/store';
import { ButtonLink, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { RUN_GAME_ANCHOR, runWindowOf } from './runGame';
import { LoadMoreButton } from '../ui/LoadMoreButton';
import { HostAgainLink } from '../gameForm/HostAgainLink';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 12px 0;
    border-bottom: 1px solid ${color.border};
  }
`;

/** The games the viewer hosts or co-hosts in one status tab, each with its host tools. */
export function HostedGames({ firstPage }: { firstPage: GamePage }) {
  const userId = useSession((s) => s.user?.userId ?? '');
  const { games, hasMore, loading, error, loadMore } = useGamePages(firstPage);
  const hosted = games.filter((g) => g.hostandCoHost.includes(userId));
  const sentinel = useInfiniteScroll(() => void loadMore(), hasMore && !loading && !error, games.length);
  return (
    <>
      {hosted.length === 0 && !hasMore && <Muted as="p">You host no games here.</Muted>}
      <List>
        {hosted.map((g) => (
          <li key={g.id} data-testid="hosted-game">
            <div>
              <strong>{g.name}</strong>
              <div>
                <Muted>
                  {formatWhen(g)} · {g.location.name} ·{' '}
                  <span title="Participants">{participantsLabel(g.totalParticipantCount, g.maxParticipants)}</span>
                  {g.host !== userId && ' · Co-host'}
                </Muted>
              </div>
            </div>
            <span style={{ display: 'flex', gap: 8 }}>
              {/* While it is on, the host goes to run it (attendance, levels, flags), as the manage page leads. */}
              {runWindowOf(g.duration, Date.now()).state === 'open' ? (
                <ButtonLink variant="ghost" to="/games/$activityId" params={{ activityId: g.activityId }} hash={RUN_GAME_ANCHOR}>
                  Run the game
                </ButtonLink>
              ) : (
                <ButtonLink variant="ghost" to="/games/$activityId" params={{ activityId: g.activityId }}>
                  View
                </ButtonLink>
              )}
              <ButtonLink to="/games/$activityId/manage" params={{ activityId: g.activityId }}>
                Manage
              </ButtonLink>
              {/* A past game: the same again next week, filled in (docs/adr/0093-host-again-book-again.md). */}
              <HostAgainLink game={g} variant="ghost" />
            </span>
          </li>
        ))}
      </List>
      <div ref={sentinel} style={{ textAlign: 'center', marginTop: 16 }}>
        {error && <Muted role="alert">{error}</Muted>}
        <LoadMoreButton hasMore={hasMore} loading={loading} onMore={loadMore} />
      </div>
    </>
  );
}
