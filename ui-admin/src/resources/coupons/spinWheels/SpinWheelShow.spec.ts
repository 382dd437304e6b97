// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SpinWheelDocument } from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../../test/app';
import { fakeApi, on, problem, type Reply } from '../../../test/fakeApi';
import { signedInAsManager, signedInWith } from '../../../test/tokens';

setupAppHarness();

const PUT_PATH = '/org-api/org-marina-sports/spin-wheels/diwali-wheel';
const wheel: SpinWheelDocument = {
  id: 'diwali-wheel',
  campaignId: 'diwali-wheel',
  orgId: 'org-marina-sports',
  slices: [
    { code: 'SPIN100', weight: 1 },
    { code: 'SPIN25', weight: 4 },
    { code: null, weight: 5 },
  ],
  prizesVersion: 1,
  totalWeight: 10,
  candidates: [
    { code: 'SPIN100', description: '₹100 off', privacy: 'private' },
    { code: 'SPIN25', description: '₹25 off', privacy: 'private' },
  ],
  spins: 3,
  updated: '2030-01-05T10:00:00.000Z',
};

/** The wheel as the server holds it: an accepted PUT changes what GET answers. */
function wheelApi(reply?: Reply) {
  let current = wheel;
  return fakeApi(
    on('GET', '/admin-api/spinWheels/diwali-wheel', () => ({ body: current })),
    on('GET', '/admin-api/organisations/org-marina-sports', { body: { id: 'org-marina-sports', name: 'Marina Sports' } }),
    on('PUT', PUT_PATH, (call) => {
      if (reply) return reply;
      const { slices } = call.body as { slices: SpinWheelDocument['slices'] };
      current = { ...current, slices, prizesVersion: current.prizesVersion + 1, totalWeight: slices.reduce((t, s) => t + s.weight, 0) };
      return { body: { message: 'success', data: { campaignId: 'diwali-wheel', version: current.prizesVersion } } };
    }),
  );
}
const chart = () => screen.findByRole('img', { name: /^The diwali-wheel wheel:/ }, { timeout: 60_000 });

// The first page of a run loads the app's lazy chunks: slow on a loaded machine.
describe('a spin wheel in the back office (docs/adr/0110-spin-wheel-server.md)', { timeout: 90_000 }, () => {
  it('shows the odds as a chart and a table, and a manager saves new weights through the command endpoint', async () => {
    signedInAsManager();
    const calls = wheelApi();
    renderAt('/admin/spinWheels/diwali-wheel/show');
    expect((await chart()).getAttribute('aria-label')).toBe('The diwali-wheel wheel: SPIN100 10%, SPIN25 40%, No prize 50%');
    const rows = within(screen.getByRole('table', { name: 'Odds of each slice' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'SlicePrizeWeightChance',
      '1SPIN100 — ₹100 off110%',
      '2SPIN25 — ₹25 off440%',
      '3No prize550%',
    ]);

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Slice 1 weight' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Slice 2 weight' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prizes and odds' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      slices: [
        { code: 'SPIN100', weight: 2 },
        { code: 'SPIN25', weight: 3 },
        { code: null, weight: 5 },
      ],
    });
    await waitFor(
      async () => expect((await chart()).getAttribute('aria-label')).toBe('The diwali-wheel wheel: SPIN100 20%, SPIN25 30%, No prize 50%'),
      { timeout: 15_000 },
    );
  });

  it("shows the server's refusal as sent, naming the slice", async () => {
    signedInAsManager();
    wheelApi(problem(400, 'VALIDATION_FAILED', 'slices.1.code: SPIN25 belongs to another campaign', 'slices.1.code'));
    renderAt('/admin/spinWheels/diwali-wheel/show');
    await chart();
    fireEvent.click(screen.getByRole('button', { name: 'Save prizes and odds' }));
    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(alert.textContent).toContain('SPIN25 belongs to another campaign (VALIDATION_FAILED)');
  });

  it('offers no editor to staff who do not manage the organisation', async () => {
    signedInWith({ userId: 'demo-staff-meera', name: 'Meera', role: 'org_staff', scopeIds: ['org-marina-sports'] });
    wheelApi();
    renderAt('/admin/spinWheels/diwali-wheel/show');
    await chart();
    expect(screen.queryByRole('button', { name: 'Save prizes and odds' })).toBeNull();
  });
});
