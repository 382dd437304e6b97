import styled from '@emotion/styled';
import { Button, Muted } from '../ui/primitives';
import type { GamePage } from './api';
import { GameCard } from './GameCard';
import { useGamePages } from './useGamePages';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin-top: 24px;
`;

export function GameList({ firstPage }: { firstPage: GamePage }) {
  const { games, hasMore, loading, error, loadMore } = useGamePages(firstPage);
  if (games.length === 0) return <Muted>No games to show.</Muted>;
  return (
    <>
      <Muted as="p">
        {firstPage.counts.total} {firstPage.counts.total === 1 ? 'game' : 'games'}
      </Muted>
      <Grid>
        {games.map((game) => (
          <GameCard key={game.id} game={game} />
        ))}
      </Grid>
      <More>
        {error && <Muted role="alert">{error}</Muted>}
        {hasMore && (
          <Button variant="ghost" disabled={loading} onClick={() => void loadMore()}>
            {loading ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </More>
    </>
  );
}
