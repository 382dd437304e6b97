import type { GameDocument } from '@sports/contracts';

/** Spec section 7 "games by region": the region key is the lower-cased city of the game's location. */
export const regionOf = (city: string | undefined): string | null => (city?.trim() ? city.trim().toLowerCase() : null);

/**
 * Fields derived only so discovery queries can filter and sort on an index (region, position).
 * Applied after every event, so they always agree with the rest of the document.
 */
export const discoveryFields = (doc: GameDocument): Partial<GameDocument> => ({
  region: regionOf(doc.location.city),
});
