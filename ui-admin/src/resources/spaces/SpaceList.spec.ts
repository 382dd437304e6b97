// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, listReply, type Call } from '../../test/fakeApi';
import { signedInAsManager } from '../../test/tokens';
import { venue } from '../../test/venueFixture';
import { regionWords } from '../labels';

setupAppHarness();

const api = (call: Call) => {
  if (call.method !== 'GET') return undefined;
  if (call.path.startsWith('/admin-api/spaces?'))
    return listReply('spaces', [
      venue('space-marina-turf', 'Marina Turf Arena', 'chennai'),
      venue('space-navi', 'Navi Courts', 'navi-mumbai'),
    ]);
  if (call.path.startsWith('/admin-api/organisations?'))
    return listReply('organisations', [{ id: 'org-marina-sports', name: 'Marina Sports' }]);
  return undefined;
};

describe('the venues list', () => {
  it('names the organisation and the region in words, not their ids (org-marina-sports, chennai)', async () => {
    signedInAsManager();
    fakeApi(api);
    renderAt('/admin/spaces');
    const table = await screen.findByRole('table', undefined, { timeout: 10_000 });
    const row = (await within(table).findByText('Marina Turf Arena')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Marina Sports')).toBeTruthy(), { timeout: 5_000 });
    expect(within(row).getByText('Chennai')).toBeTruthy();
    expect(within(table).getByText('Navi Mumbai')).toBeTruthy();
    expect(within(table).queryByText('org-marina-sports')).toBeNull();
    expect(within(table).queryByText('chennai')).toBeNull();
  });

  it('reads a region slug as its city', () => {
    expect(regionWords('mumbai')).toBe('Mumbai');
    expect(regionWords('navi-mumbai')).toBe('Navi Mumbai');
  });
});
