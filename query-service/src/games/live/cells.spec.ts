import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm } from '../geo';
import { GEO_CELL_DEG } from '@sports/projections';
import { SUBCELLS, cellNumber, cellNumbersAround, cellPlace, cellPlaceInBox, subcellNumber, subcellPlace } from './cells';

/** A seeded stream of numbers in [0, 1), so a failure repeats. */
const randomFrom = (seed: number) => () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

describe('cellPlace', () => {
  it('calls a cell outside only when no point of it is within the radius, inside only when every point is', () => {
    const next = randomFrom(7);
    let outside = 0;
    let inside = 0;
    for (let q = 0; q < 60; q++) {
      const around = { centre: { lat: -70 + 140 * next(), lon: -170 + 340 * next() }, radiusKm: 0.5 + 60 * next() };
      for (const cell of cellNumbersAround(around)) {
        const place = cellPlace(cell, around);
        if (place === 'outside') outside++;
        if (place === 'inside') inside++;
        for (let p = 0; p < 40; p++) {
          // Points of the cell, its corners and edges among them.
          const lat = Math.floor(cell / 10_000) * GEO_CELL_DEG + GEO_CELL_DEG * (p < 4 ? p % 2 : p < 8 ? next() : next());
          const lon =
            (cell - Math.floor(cell / 10_000) * 10_000 - 5_000) * GEO_CELL_DEG +
            GEO_CELL_DEG * (p < 4 ? Math.floor(p / 2) : p < 8 ? p % 2 : next());
          if (cellNumber(lat, lon) !== cell) continue;
          const within = distanceKm(around.centre, { lat, lon }) <= around.radiusKm;
          if (place === 'outside') expect(within).toBe(false);
          if (place === 'inside') expect(within).toBe(true);
        }
      }
    }
    // Both answers do occur (the box's corner cells, the middle of a wide circle).
    expect(outside).toBeGreaterThan(0);
    expect(inside).toBeGreaterThan(0);
  });

  it('cuts a cell into 16 subcells that hold its games: outside only when none is within, inside only when all are, in the box too; so is the cell', () => {
    const next = randomFrom(11);
    const places = { outside: 0, inside: 0, edge: 0 };
    const cellPlaces = { outside: 0, inside: 0, edge: 0 };
    const wrong: unknown[] = [];
    for (let q = 0; q < 60; q++) {
      // Wide circles far from the equator too, where the box is narrower than the circle.
      const around = { centre: { lat: -65 + 130 * next(), lon: -170 + 340 * next() }, radiusKm: 0.5 + (q % 3 === 0 ? 120 : 40) * next() };
      const box = boundingBox(around.centre, around.radiusKm);
      const cells = cellNumbersAround(around);
      for (let c = 0; c < cells.length; c += Math.max(1, Math.floor(cells.length / 40))) {
        const cell = cells[c]!;
        const latIndex = Math.floor(cell / 10_000);
        const lonIndex = cell - latIndex * 10_000 - 5_000;
        const cellInBox = cellPlaceInBox(cell, around, box);
        cellPlaces[cellInBox]++;
        const placeOf = new Map<number, string>();
        for (let k = 0; k < SUBCELLS; k++) placeOf.set(cell * SUBCELLS + k, subcellPlace(cell * SUBCELLS + k, around, box));
        for (let p = 0; p < 120; p++) {
          // Points of the cell, on its edges and its subcells' edges among them.
          const at = (index: number) =>
            index * GEO_CELL_DEG + (p < 50 ? (Math.floor(next() * 5) * GEO_CELL_DEG) / 4 : GEO_CELL_DEG * next());
          const lat = at(latIndex);
          const lon = at(lonIndex);
          if (cellNumber(lat, lon) !== cell) continue;
          const subcell = subcellNumber(cell, lat, lon);
          if (Math.floor(subcell / SUBCELLS) !== cell) wrong.push({ cell, subcell });
          const place = placeOf.get(subcell)!;
          places[place as keyof typeof places]++;
          const kept =
            lat >= box.minLat &&
            lat <= box.maxLat &&
            lon >= box.minLon &&
            lon <= box.maxLon &&
            distanceKm(around.centre, { lat, lon }) <= around.radiusKm;
          if ((place === 'outside' && kept) || (place === 'inside' && !kept)) wrong.push({ around, lat, lon, place });
          if ((cellInBox === 'outside' && kept) || (cellInBox === 'inside' && !kept)) wrong.push({ around, lat, lon, cellInBox });
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(places.outside).toBeGreaterThan(0);
    expect(places.inside).toBeGreaterThan(0);
    expect(places.edge).toBeGreaterThan(0);
    expect(cellPlaces.inside).toBeGreaterThan(0);
    expect(cellPlaces.edge).toBeGreaterThan(0);
  });
});
