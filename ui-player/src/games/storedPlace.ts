import type { Place } from './distance';

/** Where the viewer is, as far as this browser knows: the last "Around me" or the location they allowed. */
export interface KnownPlace extends Place {
  /** A name for the heading ("near Koramangala"); none for a browser's point. */
  name?: string | undefined;
}

/** Where games/place.ts keeps the viewer's place (zustand's persist: { state: { place } }). */
export const PLACE_STORAGE_KEY = 'sports.place';

const isPlace = (value: unknown): value is KnownPlace => {
  const p = value as KnownPlace | null;
  return (
    !!p && typeof p === 'object' && Number.isFinite(p.lat) && Number.isFinite(p.lon) && Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180
  );
};

/**
 * The remembered place read straight from localStorage, for the discovery page's loader: that
 * runs in the first screen's JavaScript, which the store (and its persistence) would weigh down.
 * A damaged or hand-edited entry reads as none.
 */
export const storedPlace = (): KnownPlace | null => {
  if (typeof localStorage === 'undefined') return null;
  try {
    const place = (JSON.parse(localStorage.getItem(PLACE_STORAGE_KEY) ?? 'null') as { state?: { place?: unknown } } | null)?.state?.place;
    return isPlace(place)
      ? { lat: place.lat, lon: place.lon, ...(typeof place.name === 'string' && place.name ? { name: place.name } : {}) }
      : null;
  } catch {
    return null;
  }
};

export { isPlace };
