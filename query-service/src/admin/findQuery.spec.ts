import { adminGames, adminOrders } from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import { adminFindOf } from './findQuery';

const everything = { field: 'orgId', values: 'all' as const };

describe('a ra-data-simple-rest list request as a store query', () => {
  it("defaults to the resource sort and react-admin's first page, ties broken by id", () => {
    expect(adminFindOf(adminOrders, {}, everything)).toEqual({
      filter: {},
      start: 0,
      query: {
        filter: {},
        sort: [
          ['created', -1],
          ['id', -1],
        ],
        skip: 0,
        limit: 25,
      },
    });
  });

  it('turns lists into $in and _gte/_lte into one range condition', () => {
    const find = adminFindOf(
      adminOrders,
      {
        sort: ['status', 'ASC'],
        range: [10, 19],
        filter: { status: ['confirmed', 'cancelled'], created_gte: '2026-01-01', created_lte: '2026-02-01' },
      },
      everything,
    );
    expect(find.query).toEqual({
      filter: { status: { $in: ['confirmed', 'cancelled'] }, created: { $gte: '2026-01-01', $lte: '2026-02-01' } },
      sort: [
        ['status', 1],
        ['id', 1],
      ],
      skip: 10,
      limit: 10,
    });
  });

  it("orders records equal on a column of few values by the index's next column, then id, both ways", () => {
    expect(adminFindOf(adminGames, { sort: ['isOnHold', 'DESC'] }, everything).query.sort).toEqual([
      ['isOnHold', -1],
      ['startAt', -1],
      ['id', -1],
    ]);
    // listingId's index keeps endAt descending after it: ascending listings walk it forwards, ids as endAt.
    expect(adminFindOf(adminGames, { sort: ['listingId', 'ASC'] }, everything).query.sort).toEqual([
      ['listingId', 1],
      ['endAt', -1],
      ['id', -1],
    ]);
    expect(adminFindOf(adminGames, { sort: ['listingId', 'DESC'] }, everything).query.sort).toEqual([
      ['listingId', -1],
      ['endAt', 1],
      ['id', 1],
    ]);
    expect(adminFindOf(adminOrders, { sort: ['total', 'ASC'] }, everything).query.sort).toEqual([
      ['total', 1],
      ['id', 1],
    ]);
  });

  it('limits staff to their organisations, keeping only the allowed values of an orgId filter', () => {
    const staff = { field: 'orgId', values: ['a', 'b'] };
    expect(adminFindOf(adminOrders, {}, staff).filter).toEqual({ orgId: { $in: ['a', 'b'] } });
    expect(adminFindOf(adminOrders, { filter: { orgId: ['b', 'c'] } }, staff).filter).toEqual({ orgId: 'b' });
    expect(adminFindOf(adminOrders, { filter: { orgId: 'c' } }, staff).filter).toBeNull();
    expect(adminFindOf(adminOrders, {}, { field: 'orgId', values: [] }).filter).toBeNull();
  });
});
