import { ADMIN_RESOURCES, adminClasses, adminCoupons, adminDisputes, adminGames, adminListings, adminOrders, adminPayouts, adminSettlements, adminSpaces, adminUsers } from '@sports/contracts';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { couponFilters } from './coupons/CouponList';
import { disputeFilters } from './disputes/DisputeList';
import { gameFilters } from './games/GameList';
import { listingFilters } from './listings/ListingList';
import { offeringFilters } from './offerings/OfferingList';
import { RESOURCES } from './index';
import { orderFilters } from './orders/OrderList';
import { payoutFilters } from './payouts/PayoutList';
import { declaredFilters, sortable } from './queryShape';
import { settlementFilters } from './settlements/SettlementList';
import { spaceFilters } from './spaces/SpaceList';
import { userFilters } from './users/UserList';

const sourcesOf = (filters: ReactElement[]) => filters.map((input) => (input.props as { source: string }).source);

describe('resources match the admin API (contracts/src/admin/resources.ts)', () => {
  it('registers the business resources and the platform ones with the labels and menu order of ADMIN_RESOURCES', () => {
    const declared = ADMIN_RESOURCES.map((r) => [r.name, r.label]);
    const registered = RESOURCES.map((r) => [r.name, r.options.label]);
    expect(registered.map(([name]) => name)).toEqual(['orders', 'payouts', 'settlements', 'coupons', 'spaces', 'classes', 'packs', 'lockers', 'meets', 'tournaments', 'disputes', 'games', 'users', 'listings']);
    expect(declared.filter(([name]) => registered.some(([r]) => r === name))).toEqual(registered);
  });

  it.each([
    [adminOrders, orderFilters],
    [adminPayouts, payoutFilters],
    [adminCoupons, couponFilters],
    [adminSpaces, spaceFilters],
    [adminDisputes, disputeFilters],
    [adminGames, gameFilters],
    [adminSettlements, settlementFilters],
    // Classes, packs, lockers, meets and tournaments declare the same filters and share one list.
    [adminClasses, offeringFilters],
    [adminUsers, userFilters],
    [adminListings, listingFilters],
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
