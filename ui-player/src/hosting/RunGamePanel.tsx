import styled from '@emotion/styled';
import { SKILL_NAMES, type GameDocument } from '@sports/contracts';
import { useEffect, useState } from 'react';
import { plainProblemText } from '../forms/fieldErrors';
import { formatClock, formatDay } from '../games/format';
import { viewerStanding } from '../games/rules';
import { fetchRatedPlayers, type RatedPlayers } from '../ratings/api';
import { Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { useSession } from '../session/store';
import { useKeepsPromptAway } from '../ratings/promptQuiet';
import { fetchOfflineParticipants, type Participant } from './api';
import { RUN_GAME_ANCHOR, runWindowOf } from './runGame';
import { RunPlayerRow } from './RunPlayerRow';
import { fontSize, radius } from '../ui/tokens';

const Panel = styled.section`
  scroll-margin-top: 72px;
  margin: 20px 0;
  padding: 16px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bg};
  & > h2 {
    margin: 0 0 4px;
  }
`;

const Players = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

/** Players added by name: a plain list, nothing to mark. */
const ByName = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  display: grid;
  gap: 6px;
  & > li {
    padding: 10px 12px;
    border: 1px dashed ${color.border};
    border-radius: ${radius.sm};
    overflow-wrap: anywhere;
  }
`;

/** Re-reads the clock every half minute, so the panel opens at the start and goes at the end. */
function useNowMs(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * Spec sections 2, 5 and 6: on the game page, the host and co-hosts run the
 * game while it is on: for each participant 'Did the player show up?', the 'Rate player' skill
 * picker with its 'You have marked' banner and the three reputation flags, saved one player at a
 * time. Before the start it says when it opens; once the game is over it is gone (the server
 * refuses these then with GAME_OVER), and the Rating panel takes over for stars.
 */
export function RunGamePanel({ game }: { game: GameDocument }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const standing = viewerStanding(game, userId);
  const hosting = standing === 'host' || standing === 'coHost';
  const now = useNowMs();
  const run = runWindowOf(game.duration, now);
  // While the host runs the game, the review prompt waits (ratings/promptQuiet.ts).
  useKeepsPromptAway(hosting && run.state === 'open');
  if (!hosting || !userId || run.state === 'over') return null;
  return (
    <Panel id={RUN_GAME_ANCHOR} aria-labelledby="run-game-title">
      <h2 id="run-game-title">Run the game</h2>
      {run.state === 'before' ? (
        <Muted>Opens when the game starts, {opensWords(run.opensAtMs, now)}: mark who showed up and rate their skill and reputation.</Muted>
      ) : (
        <RunList
          activityId={game.activityId}
          userId={userId}
          isHost={userId === game.host}
          closesAt={formatClock(new Date(run.closesAtMs))}
        />
      )}
    </Panel>
  );
}

/** "at 18:00" today; another day says which ("Sat 28 Nov at 18:00"), not a bare clock read as today's. */
export const opensWords = (opensAtMs: number, nowMs: number): string => {
  const at = new Date(opensAtMs);
  const clock = `at ${formatClock(at)}`;
  return formatDay(at) === formatDay(new Date(nowMs)) ? clock : `${formatDay(at)} ${clock}`;
};

type Loaded = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; list: RatedPlayers; byName: Participant[] };

function RunList({ activityId, userId, isHost, closesAt }: { activityId: string; userId: string; isHost: boolean; closesAt: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    // The players added by name are only listed: a missing list costs the panel nothing.
    Promise.all([fetchRatedPlayers(activityId, userId), fetchOfflineParticipants(activityId).catch(() => [])])
      .then(([list, byName]) => live && setLoaded({ status: 'ready', list, byName }))
      .catch((error: unknown) => live && setLoaded({ status: 'error', message: plainProblemText(error) }));
    return () => {
      live = false;
    };
  }, [activityId, userId]);

  if (loaded.status === 'loading') return <p aria-busy="true">Loading the players…</p>;
  if (loaded.status === 'error') return <p role="alert">{loaded.message}</p>;
  const { list, byName } = loaded;
  const { players, mayRateSkill } = list;
  return (
    <>
      {players.length === 0 ? (
        <p>No participant available</p>
      ) : (
        <>
          <Muted>Until {closesAt}: mark who showed up, their level and reputation. Each player is saved on their own.</Muted>
          <Players>
            {players.map((player) => (
              <RunPlayerRow
                key={player.id}
                activityId={activityId}
                player={player}
                mayRateSkill={mayRateSkill}
                levelName={(level) => SKILL_NAMES[level] ?? String(level)}
              />
            ))}
          </Players>
        </>
      )}
      {/* The server records attendance, level and flags in a rating of an account (ratings/ratedGame.ts leaves
          offline participants out): players added by name are here so the host sees everyone, not marked. */}
      {byName.length > 0 && (
        <>
          <h3 style={{ margin: '16px 0 0', fontSize: fontSize.lg }}>Added by name</h3>
          <Muted>No account, so their attendance, level and reputation are not recorded.</Muted>
          <ByName aria-label="Added by name">
            {byName.map((p) => (
              <li key={p.id}>
                {p.name} <Muted>· {isHost ? 'Added by you' : 'Added by the host'} · not tracked</Muted>
              </li>
            ))}
          </ByName>
        </>
      )}
    </>
  );
}
