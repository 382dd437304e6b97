import type { GameDocument } from '@sports/contracts';

/** Spec section 7 "games by region": the region key is the lower-cased city of the game's location. */
export const regionOf = (city: string | undefined): string | null => (city?.trim() ? city.trim().toLowerCase() : null);

/** Side of a geo cell in degrees (about 11 km of latitude): facets count games per cell. */
export const GEO_CELL_DEG = 0.1;

export const geoCellOf = (lat: number, lon: number): string => `${Math.floor(lat / GEO_CELL_DEG)}:${Math.floor(lon / GEO_CELL_DEG)}`;

/**
 * Fields derived only so discovery queries can filter and sort on an index (region, position).
 * Applied after every event, so they always agree with the rest of the document.
 */
export const discoveryFields = (doc: Pick<GameDocument, 'location'>): Pick<GameDocument, 'region' | 'geoCell'> => ({
  region: regionOf(doc.location.city),
  geoCell: doc.location.lat !== undefined && doc.location.lon !== undefined ? geoCellOf(doc.location.lat, doc.location.lon) : null,
});
