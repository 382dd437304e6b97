import { describe, expect, it } from 'vitest';
import { distanceKm } from '../geo';
import { GEO_CELL_DEG } from '@sports/projections';
import { cellNumber, cellNumbersAround, cellPlace } from './cells';

/** A seeded stream of numbers in [0, 1), so a failure repeats. */
const randomFrom = (seed: number) => () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);

describe('cellPlace (issue 21 item 4)', () => {
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
          const lon = (cell - Math.floor(cell / 10_000) * 10_000 - 5_000) * GEO_CELL_DEG + GEO_CELL_DEG * (p < 4 ? Math.floor(p / 2) : p < 8 ? p % 2 : next());
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
});
