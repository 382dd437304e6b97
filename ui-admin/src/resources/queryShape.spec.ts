import { ADMIN_RESOURCES, adminCoupons, adminDisputes, adminGames, adminOrders, adminPayouts, adminSpaces } from '@sports/contracts';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { couponFilters } from './coupons/CouponList';
import { disputeFilters } from './disputes/DisputeList';
import { gameFilters } from './games/GameList';
import { RESOURCES } from './index';
import { orderFilters } from './orders/OrderList';
import { payoutFilters } from './payouts/PayoutList';
import { declaredFilters, sortable } from './queryShape';
import { spaceFilters } from './spaces/SpaceList';

const sourcesOf = (filters: ReactElement[]) => filters.map((input) => (input.props as { source: string }).source);

describe('resources match the admin API (contracts/src/admin/resources.ts)', () => {
  it('registers orders, payouts, coupons, venues, disputes and games with the labels and menu order of ADMIN_RESOURCES', () => {
    const declared = ADMIN_RESOURCES.map((r) => [r.name, r.label]);
    const registered = RESOURCES.map((r) => [r.name, r.options.label]);
    expect(registered.map(([name]) => name)).toEqual(['orders', 'payouts', 'coupons', 'spaces', 'disputes', 'games']);
    expect(declared.filter(([name]) => registered.some(([r]) => r === name))).toEqual(registered);
  });

  it.each([
    [adminOrders, orderFilters],
    [adminPayouts, payoutFilters],
    [adminCoupons, couponFilters],
    [adminSpaces, spaceFilters],
    [adminDisputes, disputeFilters],
    [adminGames, gameFilters],
  ] as const)('$name: every declared filter has an input, and no input sends an undeclared one', (resource, filters) => {
    const declared = declaredFilters(resource).filter((f) => f !== 'id');
    expect(new Set(sourcesOf(filters as unknown as ReactElement[]))).toEqual(new Set(declared));
  });

  it('sorts only by declared fields', () => {
    expect(sortable(adminOrders, 'created')).toBe(true);
    expect(sortable(adminOrders, 'total')).toBe(false);
    expect(sortable(adminGames, 'startAt')).toBe(true);
  });
});
