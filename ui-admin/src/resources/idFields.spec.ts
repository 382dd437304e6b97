// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../test/app';
import { fakeApi, listParams, listReply, on, type Handler } from '../test/fakeApi';
import { peopleApi } from '../test/peopleFixture';
import { signedInAsManager } from '../test/tokens';
import { orgRecord } from './records/recordFixture';

/**
 * The generic show pages show no id a person cannot use (docs/adr/0106-words-not-ids.md): organisation, venues, sports, people and orders
 * by name or linked, other
 * internal ids left out, the record's own key kept.
 */
setupAppHarness();

const NAMED: Record<string, Array<{ id: string; name: string }>> = {
  organisations: [{ id: 'org-marina-sports', name: 'Marina Sports' }],
  spaces: [{ id: 'space-marina-turf', name: 'Marina Turf Arena' }],
};
const lookups: Handler = (call) => {
  if (call.method !== 'GET' || !call.path.includes('?')) return undefined;
  const { resource, filter } = listParams(call.path) as { resource: string; filter: { id?: string | string[] } };
  const known = NAMED[resource];
  if (!known || !filter.id) return undefined;
  const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
  return listReply(
    resource,
    known.filter((r) => ids.includes(r.id)),
  );
};
const valueOf = (list: HTMLElement, heading: string) =>
  within(list).getByText(heading, { selector: 'dt' }).nextElementSibling as HTMLElement;
const headings = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('term')
    .map((dt) => dt.textContent);

describe('generic show pages in words', () => {
  it('a business record: its organisation and author by name, its key kept, its venue by name in the details; no internal ids', async () => {
    signedInAsManager();
    const record = orgRecord({
      details: {
        name: 'Asha Menon',
        phone: '919812345678',
        listingId: 'pickleball',
        spaceId: 'space-marina-turf',
        source: 'walk_in',
        message: 'Weekend coaching',
      },
    });
    fakeApi(on('GET', `/admin-api/enquiries/${encodeURIComponent(record.id)}`, { body: record }), lookups, peopleApi());
    renderAt(`/admin/enquiries/${encodeURIComponent(record.id)}/show`);
    const summary = await screen.findByLabelText('Record', { selector: 'dl' }, { timeout: 30_000 });
    await waitFor(() => expect(valueOf(summary, 'Organisation').textContent).toBe('Marina Sports'), { timeout: 10_000 });
    expect(within(valueOf(summary, 'Organisation')).getByRole('link').getAttribute('href')).toBe(
      '/admin/organisations/org-marina-sports/show',
    );
    await waitFor(() => expect(valueOf(summary, 'Created by').textContent).toBe('Vikram Rao'), { timeout: 10_000 });
    expect(valueOf(summary, 'Key').textContent).toBe('lead-7');
    expect(headings(summary)).not.toContain('Org id');
    const details = screen.getByLabelText('Details', { selector: 'dl' });
    await waitFor(() => expect(valueOf(details, 'Venue').textContent).toBe('Marina Turf Arena'), { timeout: 10_000 });
    expect(valueOf(details, 'Sport').textContent).toBe('Pickleball');
    expect(document.body.textContent).not.toMatch(/org-marina-sports|space-marina-turf|demo-manager/);
  }, 60_000);

  it("a member: the order linked by its number, venue and organisation by name, the member's plan and record ids left out", async () => {
    signedInAsManager();
    const member = {
      id: 'm-1',
      orderId: 'ord-1',
      userId: 'demo-player-priya',
      spaceId: 'space-marina-turf',
      orgId: 'org-marina-sports',
      membershipId: 'regulars',
      name: 'Turf regulars',
      validity: 'Quarterly',
      validFrom: '2026-11-20',
      validUntil: '2027-02-19',
      created: '2026-11-20T10:00:00.000Z',
    };
    fakeApi(on('GET', '/admin-api/members/m-1', { body: member }), lookups, peopleApi());
    renderAt('/admin/members/m-1/show');
    const summary = await screen.findByLabelText('Record', { selector: 'dl' }, { timeout: 30_000 });
    await waitFor(() => expect(valueOf(summary, 'Venue').textContent).toBe('Marina Turf Arena'), { timeout: 10_000 });
    expect(within(valueOf(summary, 'Order')).getByRole('link', { name: 'ord-1' }).getAttribute('href')).toBe('/admin/orders/ord-1/show');
    await waitFor(() => expect(valueOf(summary, 'Organisation').textContent).toBe('Marina Sports'), { timeout: 10_000 });
    expect(headings(summary)).toEqual(expect.not.arrayContaining(['Id', 'Membership id', 'Org id', 'Space id', 'Order id']));
    expect(summary.textContent).not.toMatch(/\bm-1\b|regulars$|space-marina|org-marina/);
  }, 60_000);
});
