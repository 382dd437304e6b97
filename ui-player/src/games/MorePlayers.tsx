import styled from '@emotion/styled';
import { peopleApi } from '@sports/contracts';
import { useState } from 'react';
import { Button, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { readRoute } from './command';

/** Players a page of "GET participants by status" brings at a time. */
const PAGE_SIZE = 200;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    padding: 8px 0;
    border-bottom: 1px solid ${color.border};
  }
`;

/**
 * A big game's detail carries its first participants only; the rest of the joined
 * players come on demand, a page at a time, from "GET participants by status" (spec section 7).
 */
export function MorePlayers({ activityId, total, shown }: { activityId: string; total: number; shown: ReadonlySet<string> }) {
  const [players, setPlayers] = useState<Array<{ id: string; name: string }> | null>(null);
  const [next, setNext] = useState(0);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const load = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const reply = await readRoute(
        peopleApi.listParticipants,
        { activityId },
        { status: 'joined', page: String(next), size: String(PAGE_SIZE) },
      );
      const fresh = reply.data.participants.filter((p) => !shown.has(p.id)).map((p) => ({ id: p.id, name: p.name }));
      setPlayers((before) => [...(before ?? []), ...fresh]);
      setNext(next + 1);
      setDone(!reply.data.nextUrl);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {players && (
        <List aria-label="More players">
          {players.map((p) => (
            <li key={p.id}>{p.name}</li>
          ))}
        </List>
      )}
      {failed && <Muted role="alert">The players could not be loaded; try again.</Muted>}
      {!done && (
        <Button variant="ghost" onClick={() => void load()} disabled={busy}>
          {players ? 'Show more players' : `Show all ${total} players`}
        </Button>
      )}
    </>
  );
}
