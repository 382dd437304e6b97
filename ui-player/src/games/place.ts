import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PLACE_STORAGE_KEY, isPlace, type KnownPlace } from './storedPlace';

export type { KnownPlace } from './storedPlace';

interface PlaceState {
  place: KnownPlace | null;
  /** The player said "Not now" to the distance question: it is not asked again on its own. */
  declined: boolean;
  remember: (place: KnownPlace) => void;
  decline: () => void;
}

export { PLACE_STORAGE_KEY };

/** Three decimals (about 100 m): enough for distances, and the URLs stay short. */
export const roundCoordinate = (n: number) => Math.round(n * 1000) / 1000;

/** The viewer's place, in localStorage (a visitor's too): distances and the Suggested list follow it. */
export const usePlace = create<PlaceState>()(
  persist(
    (set) => ({
      place: null,
      declined: false,
      remember: (place) =>
        set({
          place: { lat: roundCoordinate(place.lat), lon: roundCoordinate(place.lon), ...(place.name ? { name: place.name } : {}) },
          declined: false,
        }),
      decline: () => set({ declined: true }),
    }),
    {
      name: PLACE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ place, declined }) => ({ place, declined }),
      // A damaged or hand-edited entry is forgotten rather than sent to the server.
      merge: (stored, current) => {
        const s = (stored ?? {}) as Partial<PlaceState>;
        return { ...current, place: isPlace(s.place) ? s.place : null, declined: s.declined === true };
      },
    },
  ),
);

/** The browser's location, asked for only after the player chose to (a button), never on load. */
export const askBrowserPlace = (): Promise<KnownPlace> =>
  new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error('This browser cannot tell your location'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => resolve({ lat: roundCoordinate(pos.coords.latitude), lon: roundCoordinate(pos.coords.longitude) }),
      (err) => reject(new Error(err.code === err.PERMISSION_DENIED ? 'Location permission was refused' : 'Could not find your location')),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  });
