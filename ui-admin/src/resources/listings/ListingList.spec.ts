// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, listReply, type Call } from '../../test/fakeApi';
import { signedInWith } from '../../test/tokens';

setupAppHarness();

const api = (call: Call) =>
  call.method === 'GET' && call.path.startsWith('/admin-api/listings?')
    ? listReply('listings', [
        {
          id: 'football',
          listingId: 'football',
          listingName: 'Football',
          games: 11,
          regionGames: { chennai: 9, 'navi-mumbai': 2 },
          regions: ['chennai', 'navi-mumbai'],
        },
      ])
    : undefined;

describe('the listings list', () => {
  it("names a listing's regions as cities ('Chennai, Navi Mumbai'), not slugs", async () => {
    signedInWith({ userId: 'demo-admin-neha', name: 'Neha Kapoor', role: 'admin', scopeIds: [] });
    fakeApi(api);
    renderAt('/admin/listings');
    const table = await screen.findByRole('table', undefined, { timeout: 10_000 });
    const row = (await within(table).findByText('Football')).closest('tr')!;
    expect(within(row).getByText('Chennai, Navi Mumbai')).toBeTruthy();
    expect(within(row).queryByText('chennai')).toBeNull();
  });
});
