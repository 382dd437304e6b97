import { GEO_CELL_DEG } from '@sports/projections';
import { boundingBox } from '../geo';
import type { Around } from '../listFilter';

/**
 * The read model's 0.1° cells (projections' geoCellOf) as numbers, which the live index keys its
 * maps with: a lookup by number costs less than building and hashing a string per cell per query.
 */
export const cellNumber = (lat: number, lon: number): number =>
  Math.floor(lat / GEO_CELL_DEG) * 10_000 + (Math.floor(lon / GEO_CELL_DEG) + 5_000);

/** Stands for every cell: each game is also kept under it, for queries without a point. */
export const ANY_CELL = -1;

/** The cells the box around the point touches. */
export const cellNumbersAround = (around: Around): number[] => {
  const box = boundingBox(around.centre, around.radiusKm);
  const cells: number[] = [];
  for (let lat = Math.floor(box.minLat / GEO_CELL_DEG); lat <= Math.floor(box.maxLat / GEO_CELL_DEG); lat++) {
    for (let lon = Math.floor(box.minLon / GEO_CELL_DEG); lon <= Math.floor(box.maxLon / GEO_CELL_DEG); lon++)
      cells.push(lat * 10_000 + lon + 5_000);
  }
  return cells;
};

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;
/** The haversine of an angle in degrees. */
function hav(degrees: number): number {
  const s = Math.sin((degrees * RAD) / 2);
  return s * s;
}
/** Kilometres on the earth for a haversine sum, as distanceKm turns its own into them. */
function kmOf(h: number): number {
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where a cell lies against the circle: wholly inside it, wholly outside it, or across its edge. */
export type CellPlace = 'inside' | 'outside' | 'edge';

/**
 * Bounds on the distance from the centre to any point of the cell, each haversine term taken at
 * its least (or most) over the cell: the latitude and longitude gaps to the cell's nearest (or
 * farthest) edges, and the cosine of the cell's latitude farthest from (or nearest to) the equator.
 * Outside: the least distance is beyond the radius (and a metre), so no game of the cell can pass
 * the exact test and the cell is not walked (the box's corner cells). Inside: the
 * most is within it, less a metre, so a game on the cell's edge, with floating-point rounding,
 * still counts as inside; its games are counted from the tally. Anything else is walked: an
 * inside cell taken for an edge one costs a walk, never a different count. No closures: the
 * server runs under tsx, whose esbuild names every function made in a call, on every call.
 */
export function cellPlace(cell: number, around: Around): CellPlace {
  const latIndex = Math.floor(cell / 10_000);
  const lonIndex = cell - latIndex * 10_000 - 5_000;
  return boundsPlace(
    latIndex * GEO_CELL_DEG,
    (latIndex + 1) * GEO_CELL_DEG,
    lonIndex * GEO_CELL_DEG,
    (lonIndex + 1) * GEO_CELL_DEG,
    around,
  );
}

/** cellPlace's test on any box of latitudes [lat0, lat1] and longitudes [lon0, lon1]. */
function boundsPlace(lat0: number, lat1: number, lon0: number, lon1: number, around: Around): CellPlace {
  const { lat, lon } = around.centre;
  const cosCentre = Math.cos(lat * RAD);
  const cos0 = Math.cos(lat0 * RAD);
  const cos1 = Math.cos(lat1 * RAD);
  const leastCos = Math.max(0, Math.min(cos0, cos1));
  const latGap = lat < lat0 ? lat0 - lat : lat > lat1 ? lat - lat1 : 0;
  const lonGap = lon < lon0 ? lon0 - lon : lon > lon1 ? lon - lon1 : 0;
  if (kmOf(hav(latGap) + cosCentre * leastCos * hav(lonGap)) > around.radiusKm + 0.001) return 'outside';
  const mostCos = lat0 <= 0 && lat1 >= 0 ? 1 : Math.max(cos0, cos1);
  const latSpan = Math.max(Math.abs(lat - lat0), Math.abs(lat - lat1));
  const lonSpan = Math.max(Math.abs(lon - lon0), Math.abs(lon - lon1));
  return kmOf(hav(latSpan) + cosCentre * mostCos * hav(lonSpan)) <= around.radiusKm - 0.001 ? 'inside' : 'edge';
}

/**
 * A cell is also cut into 4 × 4 subcells (0.025°, under 3 km), so that of a
 * cell on the circle's edge only the subcells on the edge are walked game by game: those wholly
 * outside are passed over, those wholly inside are counted by their starts (StartOrder.countKept).
 * A subcell is numbered from its cell (cell × 16 + 4 × row + column), its row and column clamped
 * into the cell, so a game's subcell always lies in its own cell whatever the rounding.
 */
export const SUBCELLS = 16;
const SUBCELL_SIDE = 4;
const SUBCELL_DEG = GEO_CELL_DEG / SUBCELL_SIDE;

export const subcellNumber = (cell: number, lat: number, lon: number): number => {
  const latIndex = Math.floor(cell / 10_000);
  const lonIndex = cell - latIndex * 10_000 - 5_000;
  const row = Math.min(SUBCELL_SIDE - 1, Math.max(0, Math.floor((lat - latIndex * GEO_CELL_DEG) / SUBCELL_DEG)));
  const column = Math.min(SUBCELL_SIDE - 1, Math.max(0, Math.floor((lon - lonIndex * GEO_CELL_DEG) / SUBCELL_DEG)));
  return cell * SUBCELLS + row * SUBCELL_SIDE + column;
};

/** A latitude/longitude box, as geo.ts boundingBox makes it. */
interface Box {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** A subcell's edges move by less than this from a game's own place through rounding (degrees). */
const ROUNDING_DEG = 1e-9;

/**
 * Where a subcell lies against the circle, as cellPlace; 'inside' also needs the subcell within
 * the list's box (a game must pass both: near the circle's east and west ends, on a wide circle
 * far from the equator, the box is a hair narrower than the circle).
 */
export function subcellPlace(subcell: number, around: Around, box: Box): CellPlace {
  const cell = Math.floor(subcell / SUBCELLS);
  const k = subcell - cell * SUBCELLS;
  const latIndex = Math.floor(cell / 10_000);
  const lonIndex = cell - latIndex * 10_000 - 5_000;
  const lat0 = latIndex * GEO_CELL_DEG + Math.floor(k / SUBCELL_SIDE) * SUBCELL_DEG;
  const lon0 = lonIndex * GEO_CELL_DEG + (k % SUBCELL_SIDE) * SUBCELL_DEG;
  return placeInBox(lat0, lat0 + SUBCELL_DEG, lon0, lon0 + SUBCELL_DEG, around, box);
}

/**
 * Where a cell lies against the circle and the list's box, as subcellPlace: a cell called inside
 * holds only games that pass the whole place test, so its walk tests their days alone.
 */
export function cellPlaceInBox(cell: number, around: Around, box: Box): CellPlace {
  const latIndex = Math.floor(cell / 10_000);
  const lonIndex = cell - latIndex * 10_000 - 5_000;
  const lat0 = latIndex * GEO_CELL_DEG;
  const lon0 = lonIndex * GEO_CELL_DEG;
  return placeInBox(lat0, lat0 + GEO_CELL_DEG, lon0, lon0 + GEO_CELL_DEG, around, box);
}

/** boundsPlace, with 'inside' narrowed to boxes within the list's box. */
function placeInBox(lat0: number, lat1: number, lon0: number, lon1: number, around: Around, box: Box): CellPlace {
  const place = boundsPlace(lat0, lat1, lon0, lon1, around);
  if (place !== 'inside') return place;
  const inBox =
    lat0 - ROUNDING_DEG >= box.minLat &&
    lat1 + ROUNDING_DEG <= box.maxLat &&
    lon0 - ROUNDING_DEG >= box.minLon &&
    lon1 + ROUNDING_DEG <= box.maxLon;
  return inBox ? 'inside' : 'edge';
}
