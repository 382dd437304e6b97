// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, on, problem, type Call, type Reply } from '../../test/fakeApi';
import { signedInAsManager } from '../../test/tokens';

setupAppHarness();

const resolvePath = '/admin-api/disputes/case-1/resolve';
const openCase = {
  id: 'case-1',
  caseId: 'case-1',
  activityId: 'act-9',
  activityName: 'Sunday 5-a-side',
  listingId: 'football',
  spaceId: 'space-marina-turf',
  raisedBy: 'demo-player-kavya',
  dispute: 'Team Player',
  description: 'Two players left at half time.',
  status: 'open',
  openedAt: '2030-01-05T10:00:00.000Z',
};

/** The queue's case: open until a resolve command was accepted, then resolved with its outcome. */
function disputeApi(reply: Reply) {
  let resolved: { outcome: string; note: string } | null = null;
  return fakeApi(
    on('GET', '/admin-api/disputes/case-1', () => ({
      body: resolved ? { ...openCase, status: 'resolved', resolution: { ...resolved, resolvedBy: 'demo-manager-vikram', resolvedAt: '2030-01-06T10:00:00.000Z' } } : openCase,
    })),
    on('POST', resolvePath, (call) => {
      if ((reply.status ?? 200) < 300) resolved = call.body as { outcome: string; note: string };
      return reply;
    }),
  );
}
const resolves = (calls: Call[]) => calls.filter((c) => c.path === resolvePath);

const resolveWith = async (outcome: RegExp, note: string) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Resolve' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Resolve this dispute' });
  fireEvent.click(within(dialog).getByRole('radio', { name: outcome }));
  fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: note } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
  return dialog;
};

describe('Resolve on a dispute of the queue', () => {
  it('sends the outcome and note with the case’s game, then shows the resolution and no Resolve button', async () => {
    signedInAsManager();
    const calls = disputeApi({ body: { id: 'case-1', activityId: 'act-9', status: 'resolved', outcome: 'upheld' } });
    renderAt('/admin/disputes/case-1/show');
    await resolveWith(/^Upheld/, '  Confirmed by the ground staff.  ');

    await screen.findByText('Dispute upheld', undefined, { timeout: 5_000 });
    expect(resolves(calls)).toEqual([expect.objectContaining({ method: 'POST', body: { activityId: 'act-9', outcome: 'upheld', note: 'Confirmed by the ground staff.' } })]);
    await screen.findByText('Confirmed by the ground staff.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull());
  });

  it('shows the server’s refusal in the dialog (a case resolved meanwhile)', async () => {
    signedInAsManager();
    disputeApi(problem(409, 'DISPUTE_ALREADY_RESOLVED', 'This dispute has already been resolved'));
    renderAt('/admin/disputes/case-1/show');
    const dialog = await resolveWith(/^Dismissed/, '');
    expect(await within(dialog).findByText('This dispute has already been resolved (DISPUTE_ALREADY_RESOLVED)')).toBeTruthy();
  });
});
