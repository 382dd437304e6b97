import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import * as contracts from '@sports/contracts';
import { gamesApi, type ApiRoute } from '@sports/contracts';
import { FALLBACK, compileFastParser, fastParse } from './fastParse';
import { fieldErrors, parseOrThrow } from './validation';
import { HttpProblem } from './problem';
import { bindRoute } from './bindRoute';
import { createServiceApp } from './app';
import type { TokenService } from './tokens';

/** Every declared route of the contracts (each API namespace's route objects). */
const ROUTES: ApiRoute[] = Object.values(contracts)
  .flatMap((ns) => (ns && typeof ns === 'object' ? Object.values(ns as Record<string, unknown>) : []))
  .filter((v): v is ApiRoute => !!v && typeof v === 'object' && 'operationId' in v && 'method' in v && 'path' in v);
const SCHEMAS = [...new Set(ROUTES.flatMap((r) => [r.params, r.query]).filter((s): s is z.ZodObject => !!s))];
const COMPILED = SCHEMAS.filter((s) => compileFastParser(s));

/** Same values, -0 and NaN included, key by key. */
const same = (a: unknown, b: unknown): boolean => {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b);
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return (
    ka.length === kb.length && ka.every((k, i) => k === kb[i] && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
};

/** The fast path may give up (FALLBACK); when it does not, zod accepts with the same values. */
const agrees = (schema: z.ZodType, raw: unknown) => {
  const fast = fastParse(schema, raw);
  if (fast === FALLBACK) return;
  const zod = schema.safeParse(raw);
  expect(zod.success, JSON.stringify(raw)).toBe(true);
  expect(same(fast, zod.data), `${JSON.stringify(raw)}: ${JSON.stringify(fast)} vs ${JSON.stringify(zod.data)}`).toBe(true);
};

/** parseOrThrow's outcome as data: the value, or the 400's code, field and errors. */
const outcome = (run: () => unknown): { ok: unknown } | { problem: string[] } => {
  try {
    return { ok: run() };
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error;
    return { problem: [error.code, error.message, String(error.field), JSON.stringify(error.errors)] };
  }
};
/** The same without any fast path: zod alone, as parseOrThrow was. */
const zodOnly = (schema: z.ZodType, raw: unknown, where: 'params' | 'query') => {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error, where);
  const first = errors[0];
  throw new HttpProblem(
    'VALIDATION_FAILED',
    first ? `${first.field || where}: ${first.message}` : `Invalid ${where}`,
    first?.field || where,
    errors,
  );
};
const sameOutcome = (schema: z.ZodType, raw: unknown, where: 'params' | 'query') => {
  const fast = outcome(() => parseOrThrow(schema, raw, where));
  const zod = outcome(() => zodOnly(schema, raw, where));
  expect('problem' in fast ? fast.problem : 'ok').toEqual('problem' in zod ? zod.problem : 'ok');
  if ('ok' in fast && 'ok' in zod) expect(same(fast.ok, zod.ok), JSON.stringify(raw)).toBe(true);
};

const VALUES = [
  '',
  ' ',
  '0',
  '-0',
  '1',
  '9',
  '90',
  '91',
  '-90',
  '-90.5',
  '0.1',
  '0.09',
  '.5',
  '5.',
  '1e1',
  '1E2',
  '0x10',
  ' 5',
  '5 ',
  '+5',
  '1_000',
  'Infinity',
  '-Infinity',
  'NaN',
  '12.345678',
  '100000',
  '100001',
  '99999999999999999999',
  '1.0',
  '3.',
  '-.',
  '-',
  '2026-11-27',
  '2024-02-29',
  '2023-02-29',
  '2026-13-01',
  '2026-1-1',
  '20261127',
  '2026-11-27T00:00:00Z',
  'true',
  'false',
  'TRUE',
  'True',
  '1 ',
  'upcoming',
  'ongoing',
  'past',
  'hold',
  'Upcoming',
  'u-1',
  'user_1.a:b@c+d-e',
  'a b',
  'é',
  'x'.repeat(64),
  'x'.repeat(65),
  '__proto__',
  'constructor',
];
const NON_STRINGS = [undefined, null, 5, true, ['1'], { a: '1' }];

describe('fastParse: the common query shapes without zod, the same values and the same 400s', () => {
  it('covers the game list query and its page parameters, and no schema with parts it does not know', () => {
    expect(compileFastParser(gamesApi.listGamesQuery)).not.toBeNull();
    expect(compileFastParser(gamesApi.pageParams)).not.toBeNull();
    expect(compileFastParser(z.object({ a: z.string().trim() }))).toBeNull();
    expect(compileFastParser(z.object({ a: z.string().min(2) }))).toBeNull();
    expect(compileFastParser(z.object({ a: z.email() }))).toBeNull();
    expect(compileFastParser(z.object({ a: z.coerce.number().multipleOf(2) }))).toBeNull();
    expect(compileFastParser(z.object({ a: z.string() }).refine(() => false))).toBeNull();
    expect(compileFastParser(z.object({ a: z.string() }).passthrough())).toBeNull();
    expect(compileFastParser(z.object({ a: z.object({ b: z.string() }) }))).toBeNull();
    expect(COMPILED.length).toBeGreaterThan(5);
  });

  it('takes the common list queries itself', () => {
    const q = gamesApi.listGamesQuery;
    expect(fastParse(q, {})).toEqual({ status: 'upcoming' });
    expect(
      fastParse(q, {
        lat: '12.97',
        lon: '77.59',
        radiusKm: '25',
        startDate: '2026-11-27',
        endDate: '2026-12-03',
        isAroundCity: 'true',
        status: 'past',
        filterListingId: 'l-1',
        userId: 'u-1',
      }),
    ).toEqual({
      lat: 12.97,
      lon: 77.59,
      radiusKm: 25,
      startDate: '2026-11-27',
      endDate: '2026-12-03',
      isAroundCity: true,
      status: 'past',
      filterListingId: 'l-1',
      userId: 'u-1',
    });
    expect(fastParse(gamesApi.pageParams, { page: '0', size: '9' })).toEqual({ page: 0, size: 9 });
  });

  it('a table of invalid inputs: missing, empty, wrong types, out of range, unknown keys get zod’s own problem', () => {
    const q = gamesApi.listGamesQuery;
    const p = gamesApi.pageParams;
    const cases: [z.ZodType, unknown, 'params' | 'query', string | null][] = [
      [p, { page: '0' }, 'params', 'params.size'],
      [p, { page: '', size: '9' }, 'params', null], // '' is 0 to z.coerce.number: accepted
      [p, { page: '0', size: '' }, 'params', 'params.size'],
      [p, { page: '1.5', size: '9' }, 'params', 'params.page'],
      [p, { page: '-1', size: '9' }, 'params', 'params.page'],
      [p, { page: '0', size: '91' }, 'params', 'params.size'],
      [p, { page: 'x', size: '9' }, 'params', 'params.page'],
      [p, { page: '0', size: '9', extra: '1' }, 'params', 'params.extra'],
      [q, { lat: '' }, 'query', null], // 0
      [q, { lat: 'north' }, 'query', 'query.lat'],
      [q, { lat: '91' }, 'query', 'query.lat'],
      [q, { lon: '-180.5' }, 'query', 'query.lon'],
      [q, { radiusKm: '0.05' }, 'query', 'query.radiusKm'],
      [q, { radiusKm: '1e2' }, 'query', null],
      [q, { startDate: '' }, 'query', 'query.startDate'],
      [q, { startDate: '2023-02-29' }, 'query', 'query.startDate'],
      [q, { endDate: '27/11/2026' }, 'query', 'query.endDate'],
      [q, { isAroundCity: '1' }, 'query', 'query.isAroundCity'],
      [q, { isAroundCity: '' }, 'query', 'query.isAroundCity'],
      [q, { status: 'soon' }, 'query', 'query.status'],
      [q, { status: '' }, 'query', 'query.status'],
      [q, { filterListingId: 'a b' }, 'query', 'query.filterListingId'],
      [q, { userId: 'x'.repeat(65) }, 'query', 'query.userId'],
      [q, { page: '1' }, 'query', 'query.page'],
      [q, { lat: 1 }, 'query', null], // not a string: zod's coercion decides
      [q, { lat: null }, 'query', null],
      [q, { lat: ['1', '2'] }, 'query', 'query.lat'],
      [q, { status: undefined }, 'query', null],
      [q, null, 'query', 'query'],
    ];
    for (const [schema, raw, where, field] of cases) {
      sameOutcome(schema, raw, where);
      const result = outcome(() => parseOrThrow(schema, raw, where));
      expect('problem' in result ? result.problem[2] : null, JSON.stringify(raw)).toBe(field);
      if ('problem' in result) expect(result.problem[0]).toBe('VALIDATION_FAILED');
    }
  });

  it('a repeated query key is refused before parsing, naming the key', async () => {
    const app = createServiceApp();
    const tokens = { authenticate: async () => null } as unknown as TokenService;
    bindRoute(app, gamesApi.listGames, { tokens }, async ({ query, params }) => ({ body: { query, params } as never }));
    const repeated = await app.request('/api/vm/activities/all/0/9?status=past&status=hold');
    expect(repeated.status).toBe(400);
    expect(await repeated.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'query.status' });
    const unknown = await app.request('/api/vm/activities/all/0/9?colour=red');
    expect(await unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'query.colour',
      errors: [{ field: 'query.colour', code: 'unrecognized_key' }],
    });
    const fine = await app.request('/api/vm/activities/all/1/9?lat=12.5&lon=77.5&isAroundCity=false');
    expect(await fine.json()).toEqual({
      query: { lat: 12.5, lon: 77.5, isAroundCity: false, status: 'upcoming' },
      params: { page: 1, size: 9 },
    });
  });

  it('property: on every route whose params or query it compiles, it accepts only what zod accepts, with the same values, and parseOrThrow answers as zod alone', () => {
    for (const schema of COMPILED) {
      const keys = [...Object.keys(schema.shape), 'extra', 'LAT'];
      const value = fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...VALUES) },
        { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
        { weight: 1, arbitrary: fc.constantFrom(...NON_STRINGS) },
      );
      const input = fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length });
      fc.assert(
        fc.property(input, (raw) => {
          agrees(schema, raw);
          sameOutcome(schema, raw, 'query');
        }),
        { numRuns: 400 },
      );
    }
  });

  it('property: valid list queries of every shape take the fast path', () => {
    const q = gamesApi.listGamesQuery;
    const decimal = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map((n) => String(Math.round(n * 1e4) / 1e4));
    const query = fc.record(
      {
        lat: decimal(-90, 90),
        lon: decimal(-180, 180),
        radiusKm: decimal(0.1, 200),
        startDate: fc
          .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
        isAroundCity: fc.constantFrom('true', 'false'),
        status: fc.constantFrom('upcoming', 'ongoing', 'past', 'hold'),
        filterListingId: fc.stringMatching(/^[A-Za-z0-9_.:@+-]{1,64}$/),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(query, (raw) => {
        const fast = fastParse(q, raw);
        expect(fast).not.toBe(FALLBACK);
        agrees(q, raw);
      }),
      { numRuns: 500 },
    );
  });
});
