import { useEffect, useState } from 'react';
import { fetchCities, fetchListings } from '../listings/api';
import { fetchMyProfile } from '../profile/api';
import { useSession } from '../session/store';
import { readLastChoice, startingBoard, type BoardChoice } from './startingBoard';

/**
 * While no board is asked for (`wanted`), finds the one to open on (startingBoard) and hands it to
 * `open`; a city without a played sport comes back as the form's suggested city instead.
 */
export function useStartingBoard(wanted: boolean, open: (choice: BoardChoice) => void): { suggestedCity: string | null; finding: boolean } {
  const signedIn = useSession((s) => s.user !== null);
  const [suggestedCity, setSuggestedCity] = useState<string | null>(null);
  const [finding, setFinding] = useState(wanted);
  useEffect(() => {
    if (!wanted) return setFinding(false);
    let live = true;
    setFinding(true);
    void startingBoard({
      profileCity: async () => (signedIn ? (await fetchMyProfile()).profile.locations[0]?.city?.trim() || null : null),
      lastChoice: readLastChoice(),
      cities: fetchCities,
      listings: fetchListings,
    }).then((found) => {
      if (!live) return;
      setFinding(false);
      if (found?.listingId) open({ region: found.region, listingId: found.listingId });
      else setSuggestedCity(found?.region ?? null);
    });
    return () => {
      live = false;
    };
    // `open` navigates and is left out of the dependencies: a new function each render must not start the search again.
  }, [wanted, signedIn]);
  return { suggestedCity, finding };
}
