/** Distances on the earth for "around me" (spec section 7: lat, lon, isAroundCity). */
const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

export const distanceKm = (a: { lat: number; lon: number }, b: { lat: number; lon: number }): number => {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** The latitude/longitude box that holds every point within `km` of the centre (an index can serve it). */
export const boundingBox = (centre: { lat: number; lon: number }, km: number) => {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cosLat = Math.cos(rad(centre.lat));
  const dLon = cosLat < 1e-6 ? 180 : Math.min(180, dLat / cosLat);
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLon: centre.lon - dLon, maxLon: centre.lon + dLon };
};

/** Default search radius, and the radius "around the city" widens it to. */
export const DEFAULT_RADIUS_KM = 25;
export const CITY_RADIUS_KM = 50;
