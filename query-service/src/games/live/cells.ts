import { GEO_CELL_DEG } from '@sports/projections';
import { boundingBox, distanceKm } from '../geo';
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

/** Whether every point of the cell is within the radius: its farthest corner is (distance from a point is convex). */
export const cellWithin = (cell: number, around: Around): boolean => {
  const latIndex = Math.floor(cell / 10_000);
  const lonIndex = cell - latIndex * 10_000 - 5_000;
  const lats = [latIndex * GEO_CELL_DEG, (latIndex + 1) * GEO_CELL_DEG];
  const lons = [lonIndex * GEO_CELL_DEG, (lonIndex + 1) * GEO_CELL_DEG];
  // A metre of margin: a game on the cell's edge, with floating-point rounding, still counts as inside.
  return lats.every((lat) => lons.every((lon) => distanceKm(around.centre, { lat, lon }) <= around.radiusKm - 0.001));
};
