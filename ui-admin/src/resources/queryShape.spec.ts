import {
  ADMIN_RESOURCES,
  adminAttendance,
  adminBatches,
  adminSessions,
  adminStudents,
  adminClasses,
  adminCoupons,
  adminSpinWheels,
  adminDisputes,
  adminEnquiries,
  adminGames,
  adminInstructors,
  adminListings,
  adminOrders,
  adminPayouts,
  adminSettlements,
  adminSpaces,
  adminUsers,
} from '@sports/contracts';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { attendanceFilters, batchFilters, sessionFilters, studentFilters } from './classRoster/filters';
import { couponFilters } from './coupons/CouponList';
import { spinWheelFilters } from './coupons/spinWheels/SpinWheelList';
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
import { recordFilters } from './records/RecordList';
import { listColumns } from './records/columns';

const sourcesOf = (filters: ReactElement[]) => filters.map((input) => (input.props as { source: string }).source);

describe('resources match the admin API (contracts/src/admin/resources.ts)', () => {
  it('registers the business resources and the platform ones with the labels and menu order of ADMIN_RESOURCES', () => {
    const declared = ADMIN_RESOURCES.map((r) => [r.name, r.label]);
    const registered = RESOURCES.map((r) => [r.name, r.options.label]);
    const names = registered.map(([name]) => name);
    expect(names.slice(0, 12)).toEqual([
      'orders',
      'payouts',
      'settlements',
      'coupons',
      'spinWheels',
      'spaces',
      'classes',
      'batches',
      'sessions',
      'students',
      'attendance',
      'packs',
    ]);
    // The business records and members, through the generic views.
    const records = names.indexOf('members');
    expect(names.slice(records, records + 13)).toEqual([
      'members',
      'instructors',
      'resources',
      'campaigns',
      'enquiries',
      'partners',
      'plans',
      'subscriptions',
      'stories',
      'polls',
      'quizzes',
      'comments',
      'replies',
    ]);
    // Organisations, access accounts, transactions, ratings and cities (resources/directory).
    expect(names.slice(names.indexOf('organisations'), names.indexOf('organisations') + 5)).toEqual([
      'organisations',
      'access',
      'transactions',
      'ratings',
      'cities',
    ]);
    expect(declared.filter(([name]) => registered.some(([r]) => r === name))).toEqual(registered);
  });

  it.each([
    [adminOrders, orderFilters],
    [adminPayouts, payoutFilters],
    [adminCoupons, couponFilters],
    [adminSpinWheels, spinWheelFilters],
    [adminSpaces, spaceFilters],
    [adminDisputes, disputeFilters],
    [adminGames, gameFilters],
    [adminSettlements, settlementFilters],
    // Classes, packs, lockers, meets and tournaments declare the same filters and share one list.
    [adminClasses, offeringFilters],
    // A class's batches, sessions, students and attendance (resources/classRoster).
    [adminBatches, batchFilters],
    [adminSessions, sessionFilters],
    [adminStudents, studentFilters],
    [adminAttendance, attendanceFilters],
    [adminUsers, userFilters],
    [adminListings, listingFilters],
  ] as const)('$name: every declared filter has an input, and no input sends an undeclared one', (resource, filters) => {
    const declared = declaredFilters(resource).filter((f) => f !== 'id');
    expect(new Set(sourcesOf(filters as unknown as ReactElement[]))).toEqual(new Set(declared));
  });

  // The business records and members: one generic list whose filters are read from the declaration.
  it.each(ADMIN_RESOURCES.filter((r) => r.name === 'members' || r.record === adminInstructors.record).map((r) => [r.name, r] as const))(
    '%s (generic list): every declared filter has an input, none undeclared; columns are the sortable fields, status and key fields',
    (_name, resource) => {
      const declared = declaredFilters(resource).filter((f) => f !== 'id');
      expect(new Set(sourcesOf(recordFilters(resource)))).toEqual(new Set(declared));
      const columns = listColumns(resource);
      expect(columns).toEqual(expect.arrayContaining([...resource.sortable]));
      if (resource.name !== 'members') expect(columns.slice(0, 2)).toEqual(['name', 'key']);
    },
  );

  it('gives enquiries phone, source and next follow-up columns, and a kind status picker', () => {
    expect(listColumns(adminEnquiries)).toEqual([
      'name',
      'key',
      'listingIds',
      'phone',
      'source',
      'spaceId',
      'status',
      'updated',
      'created',
      'nextFollowUp',
    ]);
    const status = recordFilters(adminEnquiries).find((input) => (input.props as { source: string }).source === 'status')!;
    expect((status.props as { choices: { id: string }[] }).choices.map((c) => c.id)).toEqual(['new', 'contacted', 'converted', 'lost']);
  });

  it('sorts only by declared fields', () => {
    expect(sortable(adminOrders, 'created')).toBe(true);
    expect(sortable(adminOrders, 'total')).toBe(true);
    // Items are a list: no index can sort by them.
    expect(sortable(adminOrders, 'items')).toBe(false);
    expect(sortable(adminGames, 'startAt')).toBe(true);
  });
});
