import { useState } from 'react';
import { askBrowserPlace } from '../games/place';
import { Button, ErrorText, LinkButton, Muted } from '../ui/primitives';
import type { GameFormState } from './formState';

/**
 * A typed place has no point on the map, and players nearby find games by one (Around me, the
 * Suggested tab): without it the game reaches only those who search its city. The host standing
 * at the ground can pin it where they are; a listed venue carries its own point.
 */
export function PinPlace({ form, onChange }: { form: GameFormState; onChange: (patch: Partial<GameFormState>) => void }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (form.pick.kind !== 'none') return null;
  const { lat, lon, ...rest } = form.location;
  const pinned = lat !== undefined && lon !== undefined;
  const pin = async () => {
    setAsking(true);
    setError(null);
    try {
      const here = await askBrowserPlace();
      onChange({ location: { ...form.location, lat: here.lat, lon: here.lon } });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not find your location');
    } finally {
      setAsking(false);
    }
  };
  return (
    <div role="group" aria-label="Map pin">
      {pinned ? (
        <p style={{ margin: 0 }}>
          <Muted>Pinned on the map: players nearby see the game in Around me and Suggested. </Muted>
          <LinkButton type="button" onClick={() => onChange({ location: rest })}>
            Remove pin
          </LinkButton>
        </p>
      ) : (
        <>
          <Muted as="p" style={{ margin: '0 0 8px' }}>
            Without a pin, players nearby will not see this game in Around me or Suggested. Pick a venue, or pin the place if you are there
            now.
          </Muted>
          <Button type="button" variant="ghost" onClick={() => void pin()} disabled={asking}>
            {asking ? 'Finding where you are…' : 'Pin to where I am now'}
          </Button>
        </>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </div>
  );
}
