/** A point on the map: the viewer's (from the list's lat/lon) or a venue's. */
export interface Place {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine), as the server's list filter measures it (query-service geo.ts). */
export function distanceKm(a: Place, b: Place): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The distance to a game's venue, when both the viewer's place and the venue's are known. */
export const distanceTo = (viewer: Place | null, venue: { lat?: number | undefined; lon?: number | undefined }): number | null =>
  viewer && venue.lat !== undefined && venue.lon !== undefined ? distanceKm(viewer, { lat: venue.lat, lon: venue.lon }) : null;

/**
 * Directions without map tiles or scripts: an OpenStreetMap link centred on the
 * venue, which a phone can hand to its maps app.
 */
export const directionsUrl = (venue: Place): string =>
  `https://www.openstreetmap.org/?mlat=${venue.lat}&mlon=${venue.lon}#map=17/${venue.lat}/${venue.lon}`;
