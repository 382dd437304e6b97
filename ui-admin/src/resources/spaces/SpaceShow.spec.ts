// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, on } from '../../test/fakeApi';
import { signedInAsManager } from '../../test/tokens';
import { venue } from '../../test/venueFixture';

setupAppHarness();

const SPACE = 'space-marina-turf';

describe('a venue’s fields and prices', () => {
  it('says what is played on each field and names each tax, never a field’s key', async () => {
    signedInAsManager();
    fakeApi(
      on('GET', `/admin-api/spaces/${SPACE}`, {
        body: venue(SPACE, 'Marina Turf Arena', 'chennai', {
          listings: [
            { listingId: 'football', listingName: 'Football' },
            { listingId: 'cricket', listingName: 'Cricket' },
          ],
          listingIds: ['football', 'cricket'],
          facilities: [
            { facilityId: `${SPACE}.turf-a`, facilityName: 'Turf A (5-a-side)', listingIds: ['football'] },
            { facilityId: `${SPACE}.nets`, facilityName: 'Nets', listingIds: ['cricket', 'football'] },
          ],
          taxes: [{ taxId: 'gst-18', slug: 'GST', rate: 18 }],
        }),
      }),
    );
    renderAt(`/admin/spaces/${SPACE}/show/fields`);
    const fields = await screen.findByRole('table', { name: 'Fields' }, { timeout: 30_000 });
    const row = (name: string) => within(fields).getByText(name).closest('tr')!;
    expect(within(row('Turf A (5-a-side)')).getByText('Football')).toBeTruthy();
    expect(within(row('Nets')).getByText('Cricket, Football')).toBeTruthy();
    expect(within(fields).queryByText(`${SPACE}.turf-a`)).toBeNull();
    const taxes = screen.getByRole('table', { name: 'Taxes' });
    expect(
      within(taxes)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tax', 'Rate %']);
    expect(within(taxes).getByText('GST')).toBeTruthy();
  }, 60_000);
});
