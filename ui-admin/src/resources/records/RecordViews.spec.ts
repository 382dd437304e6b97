// @vitest-environment jsdom
import { adminEnquiries } from '@sports/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, listParams, listReply, on, problem, type Call } from '../../test/fakeApi';
import { signedInAsManager, signedInWith } from '../../test/tokens';
import { orgRecord } from './recordFixture';

setupAppHarness();

const ENQUIRY_PATH = '/admin-api/enquiries/enquiry-org-marina-sports.lead-7';
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]);
const ok = { body: { status: 'success', data: { id: 'enquiry-org-marina-sports.lead-7', status: 'new' } } };

describe('the generic business-record views (docs/backoffice.md "Business records")', () => {
  it('lists enquiries with the declared sort, the key fields and status as columns, and sorts only by declared fields', async () => {
    signedInAsManager();
    const followUp = orgRecord({
      key: 'lead-8',
      id: 'enquiry-org-marina-sports.lead-8',
      name: 'Ravi Iyer',
      status: 'contacted',
      nextFollowUp: '2030-01-05T10:00:00.000Z',
      source: 'phone',
    });
    const calls = fakeApi((call) =>
      call.path.startsWith('/admin-api/enquiries?') ? listReply('enquiries', [orgRecord(), followUp]) : undefined,
    );
    renderAt('/admin/enquiries');

    const table = await screen.findByRole('table', undefined, { timeout: 10_000 });
    await within(table).findByText('Ravi Iyer');
    const first = calls.find((c) => c.path.startsWith('/admin-api/enquiries?'))!;
    expect(listParams(first.path)).toEqual({ resource: 'enquiries', sort: ['updated', 'DESC'], range: [0, 24], filter: {} });
    const rows = within(table).getAllByRole('row');
    const header = rows[0]!;
    for (const column of ['Name', 'Phone', 'Source', 'Status', 'Next follow up']) expect(within(header).getByText(column)).toBeTruthy();
    expect(within(rows[2]!).getByText('Contacted')).toBeTruthy();
    expect(within(rows[1]!).getByText('walk_in')).toBeTruthy();
    const sortButtons = within(header)
      .getAllByRole('button')
      .map((b) => b.textContent);
    // Every column the list shows sorts, the phone and source included.
    expect(sortButtons).toEqual(expect.arrayContaining(['Name', 'Phone', 'Source', 'Status', 'Next follow up', 'Updated']));

    // The status filter offers the kind's statuses and sends the declared field.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Contacted' }));
    await waitFor(
      () =>
        expect(listParams(calls.filter((c) => c.path.startsWith('/admin-api/enquiries?')).at(-1)!.path).filter).toEqual({
          status: 'contacted',
        }),
      { timeout: 5_000 },
    );
    expect(Object.keys(adminEnquiries.filters)).toContain('status');
  });

  it('shows an enquiry as definition lists, adds a log and changes its status through the commands, keeping the server’s refusal in the dialog', async () => {
    signedInAsManager();
    let record = orgRecord();
    const calls = fakeApi(
      on('GET', ENQUIRY_PATH, () => ({ body: record })),
      on('POST', '/org-api/org-marina-sports/enquiries/lead-7/logs', (call) => {
        const body = call.body as { note: string };
        record = {
          ...record,
          logs: [{ note: body.note, by: 'demo-manager-vikram', at: '2030-01-02T10:00:00.000Z' }],
          updated: '2030-01-02T10:00:00.000Z',
        };
        return ok;
      }),
      on('POST', '/org-api/org-marina-sports/enquiries/lead-7/status', (call) => {
        const body = call.body as { status: string };
        if (body.status === 'lost') return problem(409, 'STATUS_CHANGE_NOT_ALLOWED', 'An enquiry that converted stays converted', 'status');
        record = { ...record, status: body.status, updated: '2030-01-02T11:00:00.000Z' };
        return ok;
      }),
    );
    renderAt(`/admin/enquiries/${encodeURIComponent(record.id)}/show`);

    const details = await screen.findByLabelText('Details', undefined, { timeout: 10_000 });
    expect(within(details).getByText('Weekend coaching for two')).toBeTruthy();
    expect(within(details).getByText('Walk in')).toBeTruthy();
    expect(within(screen.getByLabelText('Record')).getByText('New')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add log' }));
    const logDialog = await screen.findByRole('dialog', { name: 'Add a log to “Asha Menon”' });
    fireEvent.change(within(logDialog).getByLabelText(/Note/), { target: { value: 'Called, will visit Saturday' } });
    fireEvent.click(within(logDialog).getByRole('button', { name: 'Add log' }));
    await screen.findByText('Log added', undefined, { timeout: 5_000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const statusDialog = await screen.findByRole('dialog', { name: 'Change the status of “Asha Menon”' });
    fireEvent.mouseDown(within(statusDialog).getByRole('combobox', { name: /New status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lost' }));
    fireEvent.click(within(statusDialog).getByRole('button', { name: 'Change status' }));
    expect((await within(statusDialog).findByRole('alert')).textContent).toBe(
      'An enquiry that converted stays converted (STATUS_CHANGE_NOT_ALLOWED)',
    );

    fireEvent.mouseDown(within(statusDialog).getByRole('combobox', { name: /New status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Contacted' }));
    fireEvent.change(within(statusDialog).getByLabelText(/Note/), { target: { value: 'Spoke to her' } });
    fireEvent.click(within(statusDialog).getByRole('button', { name: 'Change status' }));
    await screen.findByText('Status changed to Contacted', undefined, { timeout: 5_000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(writes(calls)).toEqual([
      ['POST', '/org-api/org-marina-sports/enquiries/lead-7/logs', { note: 'Called, will visit Saturday' }],
      ['POST', '/org-api/org-marina-sports/enquiries/lead-7/status', { status: 'lost' }],
      ['POST', '/org-api/org-marina-sports/enquiries/lead-7/status', { status: 'contacted', note: 'Spoke to her' }],
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Logs' }));
    expect(await screen.findByRole('table', { name: 'Logs' })).toBeTruthy();
    expect(screen.getByText('Called, will visit Saturday')).toBeTruthy();
  });

  it('hides a story and then offers Restore', async () => {
    signedInAsManager();
    let story = orgRecord({
      id: 'story-org-marina-sports.s1',
      kind: 'story',
      key: 's1',
      name: 'Monsoon league',
      status: 'published',
      details: { title: 'Monsoon league', body: 'Sign up by Friday' },
    });
    const calls = fakeApi(
      on('GET', '/admin-api/stories/story-org-marina-sports.s1', () => ({ body: story })),
      on('POST', '/org-api/org-marina-sports/stories/s1/status', (call) => {
        story = { ...story, status: (call.body as { status: string }).status };
        return ok;
      }),
    );
    renderAt('/admin/stories/story-org-marina-sports.s1/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Hide' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide “Monsoon league”' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByRole('button', { name: 'Restore' }, { timeout: 5_000 })).toBeTruthy();
    expect(writes(calls)).toEqual([['POST', '/org-api/org-marina-sports/stories/s1/status', { status: 'hidden' }]]);
  });

  it('offers organisation staff who only read no writes on a record', async () => {
    signedInWith({ userId: 'demo-staff-meera', name: 'Meera Pillai', role: 'org_staff', scopeIds: ['org-marina-sports'] });
    fakeApi(on('GET', ENQUIRY_PATH, { body: orgRecord() }));
    renderAt(`/admin/enquiries/${encodeURIComponent(orgRecord().id)}/show`);
    await screen.findByLabelText('Details', undefined, { timeout: 10_000 });
    for (const name of ['Add log', 'Change status', 'Edit']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('offers no status change out of a final status (a converted enquiry), but still logs and edits', async () => {
    signedInAsManager();
    fakeApi(on('GET', ENQUIRY_PATH, { body: orgRecord({ status: 'converted' }) }));
    renderAt(`/admin/enquiries/${encodeURIComponent(orgRecord().id)}/show`);
    expect(await screen.findByRole('button', { name: 'Add log' }, { timeout: 10_000 })).toBeTruthy();
    // react-admin shows Edit once the auth provider's (asynchronous) canAccess has answered.
    expect(await screen.findByRole('link', { name: 'Edit' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
  });
});
