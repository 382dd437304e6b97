import { useEffect, useState } from 'react';
import { PlayerLink } from '../players/PlayerLink';
import { Card, Muted } from '../ui/primitives';
import { fetchBuddies, type Buddy } from './api';
import { CardTitle } from '../ui/layout';

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; buddies: Buddy[] };

const dayText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short' });

/** Spec section 7 "GET buddies": the people I played with, most games together first. */
export function BuddiesCard() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchBuddies()
      .then(({ buddies }) => live && setLoaded({ status: 'ready', buddies }))
      .catch(() => live && setLoaded({ status: 'error' }));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Card aria-labelledby="buddies-title">
      <CardTitle id="buddies-title">Buddies</CardTitle>
      {loaded.status === 'loading' && <p aria-busy="true">Loading buddies…</p>}
      {loaded.status === 'error' && <p role="alert">Your buddies could not be loaded.</p>}
      {loaded.status === 'ready' &&
        (loaded.buddies.length === 0 ? (
          <Muted as="p">Play a game and the people you played with show up here.</Muted>
        ) : (
          <ul aria-label="Buddies" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
            {loaded.buddies.map((buddy) => (
              <li key={buddy.user.id}>
                <PlayerLink userId={buddy.user.id}>{buddy.user.name}</PlayerLink>
                <br />
                <Muted>
                  {buddy.gamesTogether} {buddy.gamesTogether === 1 ? 'game' : 'games'} together · last on {dayText(buddy.lastPlayedOn)}
                </Muted>
              </li>
            ))}
          </ul>
        ))}
    </Card>
  );
}
