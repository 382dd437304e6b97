import { useEffect, useState } from 'react';
import { placeTextOf } from '@sports/contracts';
import { fetchVenueMatches, placeTexts, type VenueMatch } from './venueMatch';

/** Asked once typing pauses this long: one request per pause, not per key. */
export const MATCH_PAUSE_MS = 400;

export interface PlaceMatch {
  /** At most a few, by name (the server's limit). */
  venues: VenueMatch[];
  /** The typed text they answered (its key), which a No is remembered by. */
  key: string;
}

/**
 * The listed venues the typed place (else its address) names, asked of the server once typing
 * pauses (spec section 2 create game). Null while nothing is typed, nothing matches, or the
 * question cannot be asked: a suggestion that fails to load is simply not offered.
 */
export function useVenueMatch(
  location: { name: string; address?: string | undefined; city?: string | undefined },
  enabled: boolean,
): PlaceMatch | null {
  const [match, setMatch] = useState<PlaceMatch | null>(null);
  const texts = enabled ? placeTexts(location) : [];
  const city = location.city?.trim() ?? '';
  const asked = texts.join('\n');
  useEffect(() => {
    if (!asked) {
      setMatch(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void (async () => {
        for (const text of asked.split('\n')) {
          const venues = await fetchVenueMatches(text, city).catch(() => []);
          if (!current) return;
          if (venues.length > 0) return setMatch({ venues, key: placeTextOf(text) });
        }
        setMatch(null);
      })();
    }, MATCH_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked, city]);
  // What the server answered for an older text is not shown beside a newer one.
  return match && texts.some((t) => placeTextOf(t) === match.key) ? match : null;
}
