import { GEO_CELL_DEG } from '@sports/projections';
import { boundingBox } from '../geo';
import type { Around } from '../listFilter';

/**
 * The read model's 0.1° cells (projections' geoCellOf) as numbers, which the live index keys its
 * maps with: a lookup by number costs less than building and hashing a string per cell per query.
 */
export const cellNumber = (lat: number, lon: number): number => Math.floor(lat / GEO_CELL_DEG) * 10_000 + (Math.floor(lon / GEO_CELL_DEG) + 5_000);

/** Stands for every cell: each game is also kept under it, for queries without a point. */
export const ANY_CELL = -1;

/** The cells the box around the point touches. */
export const cellNumbersAround = (around: Around): number[] => {
  const box = boundingBox(around.centre, around.radiusKm);
  const cells: number[] = [];
  for (let lat = Math.floor(box.minLat / GEO_CELL_DEG); lat <= Math.floor(box.maxLat / GEO_CELL_DEG); lat++) {
    for (let lon = Math.floor(box.minLon / GEO_CELL_DEG); lon <= Math.floor(box.maxLon / GEO_CELL_DEG); lon++) cells.push(lat * 10_000 + lon + 5_000);
  }
  return cells;
};
