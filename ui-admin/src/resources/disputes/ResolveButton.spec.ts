// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, on, problem, type Call, type Reply } from '../../test/fakeApi';
import { signedInAsManager, signedInWith } from '../../test/tokens';

setupAppHarness();

const resolvePath = '/admin-api/disputes/case-1/resolve';
const reopenPath = '/admin-api/disputes/case-1/reopen';
const openCase = {
  id: 'case-1',
  caseId: 'case-1',
  activityId: 'act-9',
  activityName: 'Sunday 5-a-side',
  listingId: 'football',
  spaceId: 'space-marina-turf',
  orgId: 'org-marina-sports',
  raisedBy: 'demo-player-kavya',
  dispute: 'Team Player',
  description: 'Two players left at half time.',
  status: 'open',
  openedAt: '2030-01-05T10:00:00.000Z',
};
const resolution = {
  outcome: 'upheld',
  note: 'Confirmed by the ground staff.',
  resolvedBy: 'demo-manager-vikram',
  resolvedAt: '2030-01-06T10:00:00.000Z',
};

/** The queue's case as the server holds it: resolve and reopen commands, once accepted, change what GET returns. */
function disputeApi(start: Record<string, unknown>, reply: Reply = { body: {} }) {
  let current = start;
  const accepted = () => (reply.status ?? 200) < 300;
  return fakeApi(
    on('GET', '/admin-api/disputes/case-1', () => ({ body: current })),
    on('POST', resolvePath, (call) => {
      const { outcome, note } = call.body as { outcome: string; note: string };
      if (accepted()) current = { ...current, status: 'resolved', resolution: { ...resolution, outcome, note } };
      return reply;
    }),
    on('POST', reopenPath, (call) => {
      if (accepted()) {
        const { resolution: _closed, ...rest } = current;
        current = {
          ...rest,
          status: 'open',
          reopened: {
            note: (call.body as { note: string }).note,
            reopenedBy: 'demo-manager-vikram',
            reopenedAt: '2030-01-07T10:00:00.000Z',
          },
        };
      }
      return reply;
    }),
  );
}
const sent = (calls: Call[], path: string) => calls.filter((c) => c.path === path);

const openDialog = async (button: string, title: string) => {
  fireEvent.click(await screen.findByRole('button', { name: button }, { timeout: 60_000 }));
  return screen.findByRole('dialog', { name: title });
};
const resolveWith = async (outcome: RegExp | null, note: string) => {
  const dialog = await openDialog('Resolve', 'Resolve this dispute');
  if (outcome) fireEvent.click(within(dialog).getByRole('radio', { name: outcome }));
  fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: note } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
  return dialog;
};

// The first page of a run loads the app's lazy chunks: slow on a loaded machine.
describe('Resolve on a dispute of the queue (an explicit outcome and a note)', { timeout: 90_000 }, () => {
  it('sends the outcome and note with the case’s game, then shows the resolution and no Resolve button', async () => {
    signedInAsManager();
    const calls = disputeApi(openCase, { body: { id: 'case-1', activityId: 'act-9', status: 'resolved', outcome: 'upheld' } });
    renderAt('/admin/disputes/case-1/show');
    await resolveWith(/^Upheld/, '  Confirmed by the ground staff.  ');

    await screen.findByText('Dispute upheld', undefined, { timeout: 15_000 });
    expect(sent(calls, resolvePath)).toEqual([
      expect.objectContaining({ method: 'POST', body: { activityId: 'act-9', outcome: 'upheld', note: 'Confirmed by the ground staff.' } }),
    ]);
    await screen.findByText('Confirmed by the ground staff.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull());
  });

  it('sends nothing without an outcome or a note, and says which is missing', async () => {
    signedInAsManager();
    const calls = disputeApi(openCase);
    renderAt('/admin/disputes/case-1/show');
    const dialog = await resolveWith(null, '   ');
    expect(await within(dialog).findByText('Choose an outcome')).toBeTruthy();
    expect(within(dialog).getByText('Say what was found: the player and the host read it')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Dismissed/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(within(dialog).queryByText('Choose an outcome')).toBeNull();
    expect(sent(calls, resolvePath)).toEqual([]);
  });

  it('shows the server’s refusal in the dialog (a case resolved meanwhile)', async () => {
    signedInAsManager();
    disputeApi(openCase, problem(409, 'DISPUTE_ALREADY_RESOLVED', 'This dispute has already been resolved'));
    renderAt('/admin/disputes/case-1/show');
    const dialog = await resolveWith(/^Dismissed/, 'The booking was valid');
    expect(await within(dialog).findByText('This dispute has already been resolved (DISPUTE_ALREADY_RESOLVED)')).toBeTruthy();
  });

  it('staff of the organisation read the case but are offered neither Resolve nor Reopen (a manager’s act)', async () => {
    signedInWith({ userId: 'demo-staff-sam', name: 'Sam', role: 'org_staff', scopeIds: ['org-marina-sports'] });
    disputeApi(openCase);
    renderAt('/admin/disputes/case-1/show');
    await screen.findByText('Two players left at half time.', undefined, { timeout: 60_000 });
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });
});

describe('Reopen on a resolved dispute', { timeout: 90_000 }, () => {
  const resolvedCase = { ...openCase, status: 'resolved', resolution };

  it('a manager reopens with a note: it is sent with the case’s game and the case is open again, Resolve offered once more', async () => {
    signedInAsManager();
    const calls = disputeApi(resolvedCase, { body: { id: 'case-1', activityId: 'act-9', status: 'open' } });
    renderAt('/admin/disputes/case-1/show');
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
    const dialog = await openDialog('Reopen', 'Reopen this dispute');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByText('Say why the case is reopened')).toBeTruthy();
    expect(sent(calls, reopenPath)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: ' The host sent the booking receipt. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await screen.findByText('Dispute reopened', undefined, { timeout: 15_000 });
    expect(sent(calls, reopenPath)).toEqual([
      expect.objectContaining({ method: 'POST', body: { activityId: 'act-9', note: 'The host sent the booking receipt.' } }),
    ]);
    await screen.findByText('The host sent the booking receipt.');
    await screen.findByRole('button', { name: 'Resolve' });
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('shows the server’s refusal (409 DISPUTE_NOT_RESOLVED) in the dialog', async () => {
    signedInAsManager();
    disputeApi(resolvedCase, problem(409, 'DISPUTE_NOT_RESOLVED', 'This dispute case is open already'));
    renderAt('/admin/disputes/case-1/show');
    const dialog = await openDialog('Reopen', 'Reopen this dispute');
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByText('This dispute case is open already (DISPUTE_NOT_RESOLVED)')).toBeTruthy();
  });

  it('a case opened before orgId was recorded: a manager is offered Reopen, the API deciding by the venue', async () => {
    signedInAsManager();
    disputeApi({ ...resolvedCase, orgId: null });
    renderAt('/admin/disputes/case-1/show');
    await screen.findByRole('button', { name: 'Reopen' }, { timeout: 60_000 });
  });

  it('a manager of another organisation is offered no Reopen', async () => {
    signedInWith({ role: 'org_manager', scopeIds: ['org-other', 'org-other:manage'] });
    disputeApi(resolvedCase);
    renderAt('/admin/disputes/case-1/show');
    await screen.findByText('Two players left at half time.', undefined, { timeout: 60_000 });
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });
});
