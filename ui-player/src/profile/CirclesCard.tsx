import { useEffect, useState } from 'react';
import { ButtonLink, Button, Card, Muted } from '../ui/primitives';
import { toast } from '../ui/toast/store';
import { fetchCircles, fetchInterests, saveInterests, type Circle } from './api';
import { CardTitle } from '../ui/layout';

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; circles: Circle[]; following: string[] };

/**
 * Follow the circles of one's sports (spec section 7 "GET circles by listing",
 * "PUT my interest (body circleIds)"), so the "My Interests" tab lists their games.
 */
export function CirclesCard({ listingIds }: { listingIds: string[] }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const key = listingIds.join(',');

  useEffect(() => {
    let live = true;
    Promise.all([Promise.all(key.split(',').filter(Boolean).map(fetchCircles)), fetchInterests()])
      .then(([lists, following]) => live && setLoaded({ status: 'ready', circles: lists.flat(), following }))
      .catch(() => live && setLoaded({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [key]);

  const toggle = async (circle: Circle, following: string[]) => {
    const next = following.includes(circle.circleId) ? following.filter((id) => id !== circle.circleId) : [...following, circle.circleId];
    setBusy(circle.circleId);
    try {
      const saved = await saveInterests(next);
      setLoaded((l) => (l.status === 'ready' ? { ...l, following: saved } : l));
      toast('success', saved.includes(circle.circleId) ? `You follow ${circle.name}` : `You no longer follow ${circle.name}`);
    } catch {
      toast('error', 'Failed to update');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card aria-labelledby="circles-title">
      <CardTitle id="circles-title">Circles</CardTitle>
      {loaded.status === 'loading' && <p aria-busy="true">Loading circles…</p>}
      {loaded.status === 'error' && <p role="alert">The circles could not be loaded.</p>}
      {loaded.status === 'ready' &&
        (loaded.circles.length === 0 ? (
          <Muted as="p">No circles for your sports yet.</Muted>
        ) : (
          <>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}>
              {loaded.circles.map((circle) => {
                const follows = loaded.following.includes(circle.circleId);
                return (
                  <li key={circle.circleId} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
                    <span>
                      <strong>{circle.name}</strong>
                      <br />
                      <Muted>
                        {circle.listingName} · {circle.city}
                      </Muted>
                    </span>
                    <Button
                      type="button"
                      variant={follows ? 'ghost' : undefined}
                      aria-pressed={follows}
                      aria-label={`${follows ? 'Unfollow' : 'Follow'} ${circle.name}`}
                      disabled={busy !== null}
                      onClick={() => void toggle(circle, loaded.following)}
                    >
                      {follows ? 'Following' : 'Follow'}
                    </Button>
                  </li>
                );
              })}
            </ul>
            {loaded.following.length > 0 && (
              <p style={{ marginBottom: 0 }}>
                <ButtonLink to="/" search={{ tab: 'interests' }} variant="ghost">
                  See games in My Interests
                </ButtonLink>
              </p>
            )}
          </>
        ))}
    </Card>
  );
}
