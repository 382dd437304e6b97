import styled from '@emotion/styled';
import { SKILL_LABELS } from '@sports/contracts';
import { PlayerLink } from '../players/PlayerLink';
import { Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import type { Leaderboard } from './api';
import { fontSize } from '../ui/tokens';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: 8px 4px;
    font-size: ${fontSize.sm};
    @media (min-width: 768px) {
      padding: 10px 8px;
      font-size: ${fontSize.lg};
    }
    text-align: left;
    border-bottom: 1px solid ${color.border};
  }
  & th {
    color: ${color.muted};
    font-weight: 600;
    font-size: ${fontSize.sm};
  }
  & td.num,
  & th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & tr[aria-current='true'] td {
    background: ${color.bg};
    font-weight: 700;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/** The ranked players; equal values share a rank (1, 2, 2, 4); "new" skill or reputation shows as New. */
export function LeaderboardTable({
  board,
  viewerId,
  regionName = board.region,
}: {
  board: Leaderboard;
  viewerId: string | null;
  regionName?: string;
}) {
  // The city as the player wrote it: the server's matching key read "ended in bengaluru".
  if (board.leaders.length === 0) {
    return (
      <p>
        No games of this sport ended in {regionName} in the last {board.windowDays} days.
      </p>
    );
  }
  return (
    <Scroll>
      <Table aria-label={`Leaderboard, ${regionName}`}>
        <thead>
          <tr>
            {/* '#' (named Rank): at 375 px the word 'Rank' pushed 'Reputation' past the card's edge. */}
            <th scope="col" className="num" aria-label="Rank" title="Rank">
              #
            </th>
            <th scope="col">Player</th>
            <th scope="col" className="num">
              Games
            </th>
            <th scope="col">Skill</th>
            <th scope="col" className="num">
              Reputation
            </th>
          </tr>
        </thead>
        <tbody>
          {board.leaders.map((leader) => (
            <tr key={leader.user.id} aria-current={leader.user.id === viewerId ? 'true' : undefined} data-testid="leader-row">
              <td className="num">{leader.rank}</td>
              <td>
                <PlayerLink userId={leader.user.id}>{leader.user.name}</PlayerLink>
                {leader.user.id === viewerId && <Muted> (you)</Muted>}
              </td>
              <td className="num">{leader.gamesPlayed}</td>
              <td>{leader.skill ? `${SKILL_LABELS[leader.skill.level]} · ${leader.skill.value}` : <Muted>New</Muted>}</td>
              <td className="num">{leader.reputation ?? <Muted>New</Muted>}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {viewerId && !board.leaders.some((leader) => leader.user.id === viewerId) && (
        <Muted as="p">You are not in this list yet: games you play here count once they are over.</Muted>
      )}
    </Scroll>
  );
}
