// @vitest-environment jsdom
import { adminCampaigns } from '@sports/contracts';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../test/app';
import { fakeApi, listReply, type Call } from '../test/fakeApi';
import { signedInWith } from '../test/tokens';
import { attendanceFilters, batchFilters, sessionFilters, studentFilters } from './classRoster/filters';
import { couponFilters } from './coupons/CouponList';
import { offeringFilters } from './offerings/OfferingList';
import { orderFilters } from './orders/OrderList';
import { payoutFilters } from './payouts/PayoutList';
import { recordFilters } from './records/RecordList';
import { settlementFilters } from './settlements/SettlementList';
import { spaceFilters } from './spaces/SpaceList';

setupAppHarness();

const LISTS: Record<string, ReactElement[]> = {
  orders: orderFilters,
  coupons: couponFilters,
  payouts: payoutFilters,
  spaces: spaceFilters,
  offerings: offeringFilters,
  settlements: settlementFilters,
  batches: batchFilters,
  sessions: sessionFilters,
  students: studentFilters,
  attendance: attendanceFilters,
  campaigns: recordFilters(adminCampaigns),
};

describe('the organisation filter', () => {
  it.each(Object.entries(LISTS))('of %s picks an organisation by name, never asks for its id', (_, filters) => {
    const org = filters.find((input) => (input.props as { source: string }).source === 'orgId');
    expect(org).toBeDefined();
    expect((org!.props as { reference?: string }).reference).toBe('organisations');
    expect(filters.map((input) => (input.props as { label?: string }).label)).not.toContain('Organisation id');
  });

  it('offers the organisations by name on the settlements list of a platform operator', async () => {
    signedInWith({ userId: 'demo-admin', name: 'Asha Admin', role: 'admin', scopeIds: [] });
    fakeApi((call: Call) => {
      if (call.method !== 'GET') return undefined;
      if (call.path.startsWith('/admin-api/settlements?')) return listReply('settlements', []);
      if (call.path.startsWith('/admin-api/organisations?'))
        return listReply('organisations', [{ id: 'org-marina-sports', name: 'Marina Sports' }]);
      return undefined;
    });
    renderAt('/admin/settlements');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Organisation' }, { timeout: 10_000 }));
    expect(await screen.findByRole('option', { name: 'Marina Sports' })).toBeTruthy();
  });
});
