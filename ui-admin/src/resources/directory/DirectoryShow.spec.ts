// @vitest-environment jsdom
import type { AccessAccountDocument, OrganisationDocument, TransactionEntry } from '@sports/contracts';
import type { AdminRatingRow } from '@sports/contracts/admin/directoryResources';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, listParams, listReply, on, type Call, type Handler } from '../../test/fakeApi';
import { order } from '../../test/orderFixture';
import { DEMO_PEOPLE, peopleApi } from '../../test/peopleFixture';
import { signedInAsManager, signedInWith } from '../../test/tokens';

setupAppHarness();

/**
 * The show pages of organisations, access accounts, transactions and ratings in words
 * (docs/backoffice.md "Organisations, access accounts, transactions, ratings and cities"): names
 * instead of ids, money as ₹2,500, dates in venue time, the order in words, links to the related
 * records; the ids only in the small "Reference" line.
 */
const PEOPLE = { ...DEMO_PEOPLE, 'demo-staff-meera': 'Meera Pillai', 'demo-host-rahul': 'Rahul Iyer' };
const RECORDS: Record<string, Array<{ id: string } & Record<string, unknown>>> = {
  spaces: [
    { id: 'space-marina-turf', name: 'Marina Turf Arena' },
    { id: 'space-marina-courts', name: 'Marina Badminton Courts' },
  ],
  organisations: [{ id: 'org-marina-sports', name: 'Marina Sports' }],
  orders: [order('o-1')],
  transactions: [transaction({ id: 'txn-1', kind: 'charge', amount: 96_400, status: 'captured', at: '2026-11-20T10:01:00.000Z' })],
  games: [{ id: 'g-1', name: 'Friday Night Football' }],
  disputes: [{ id: 'case-1', activityName: 'Sunday 5-a-side' }],
};

/** react-admin's getMany (`GET /admin-api/{resource}?filter={"id":[…]}`) on the lookups above, and the people lookup. */
const lookups: Handler = (call) => {
  if (call.method !== 'GET' || !call.path.includes('?')) return peopleApi(PEOPLE)(call);
  const { resource, filter } = listParams(call.path) as { resource: string; filter: { id?: string | string[] } };
  const known = RECORDS[resource];
  if (!known || !filter.id) return peopleApi(PEOPLE)(call);
  const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
  return listReply(
    resource,
    known.filter((r) => ids.includes(r.id)),
  );
};
const asked = (calls: Call[], resource: string) => calls.filter((c) => c.path.startsWith(`/admin-api/${resource}?`));

function transaction(overrides: Partial<TransactionEntry> = {}): TransactionEntry {
  return {
    id: 'rfd-1',
    kind: 'refund',
    orderId: 'o-1',
    orgId: 'org-marina-sports',
    spaceId: 'space-marina-turf',
    userId: 'demo-player-priya',
    amount: 250_000,
    status: 'refunded',
    gateway: 'test',
    paymentMode: 'upi',
    gatewayReference: 'rfnd_rfd-1',
    failureReason: null,
    chargeId: 'txn-1',
    at: '2026-12-05T16:30:00.000Z',
    updated: '2026-12-05T16:30:00.000Z',
    ...overrides,
  };
}

const rating = (overrides: Partial<AdminRatingRow> = {}): AdminRatingRow => ({
  id: 'r-abc',
  kind: 'participant',
  activityId: 'g-1',
  listingId: 'football',
  spaceId: 'space-marina-turf',
  raterId: 'demo-host-rahul',
  raterRole: 'host',
  ratedUserId: 'demo-player-priya',
  stars: 4,
  ratedLevel: 2,
  assessment: { isParticipated: true, isPunctual: false, isTeamPlayer: true, isOnTimePayment: true },
  description: 'Great passer',
  isGameHappened: null,
  dispute: null,
  disputeCaseId: null,
  verifiedAttendee: null,
  at: '2026-12-05T16:30:00.000Z',
  // Joined by the admin API at read time (docs/adr/0106-words-not-ids.md).
  activityName: 'Friday Night Football',
  listingName: 'Football',
  raterName: 'Rahul Iyer',
  ratedUserName: 'Priya Sharma',
  ratedLevelName: 'Intermediate',
  ...overrides,
});

/** The page's main list, once every name in it has been looked up. */
const summary = async (label: string, firstName: string) => {
  // The first page of a run loads its lazy view's modules (seconds on a busy machine).
  const list = await screen.findByLabelText(label, { selector: 'dl' }, { timeout: 30_000 });
  await within(list).findByText(firstName, { exact: false }, { timeout: 10_000 });
  await waitFor(() => expect(list.textContent).not.toContain('…'), { timeout: 10_000 });
  return list;
};
const valueOf = (list: HTMLElement, label: string) => within(list).getByText(label, { selector: 'dt' }).nextElementSibling!;
const hrefOf = (element: Element) => element.closest('a')?.getAttribute('href') ?? element.querySelector('a')?.getAttribute('href');

describe('the directory show pages in words', () => {
  it('shows an organisation with its venues by name (linked), who registered it and when, the ids only as a reference', async () => {
    signedInAsManager();
    const organisation: OrganisationDocument = {
      id: 'org-marina-sports',
      orgId: 'org-marina-sports',
      name: 'Marina Sports',
      legalName: 'Marina Sports Pvt Ltd',
      city: 'Chennai',
      contactName: 'Vikram Rao',
      contactPhone: '+919800000006',
      status: 'active',
      venues: 2,
      spaceIds: ['space-marina-turf', 'space-marina-courts'],
      commissionPercent: 10,
      registeredBy: 'demo-manager-vikram',
      created: '2026-12-05T16:30:00.000Z',
      updated: '2026-12-06T03:05:00.000Z',
    };
    const calls = fakeApi(on('GET', '/admin-api/organisations/org-marina-sports', { body: organisation }), lookups);
    renderAt('/admin/organisations/org-marina-sports/show');

    const list = await summary('Organisation', 'Marina Turf Arena');
    expect(valueOf(list, 'Name').textContent).toBe('Marina Sports');
    expect(valueOf(list, 'Status').textContent).toBe('Active');
    expect(valueOf(list, 'Venues').textContent).toBe('Marina Turf Arena, Marina Badminton Courts');
    expect(hrefOf(within(list).getByText('Marina Turf Arena'))).toBe('/admin/spaces/space-marina-turf/show');
    expect(valueOf(list, 'Platform commission').textContent).toBe('10%');
    await waitFor(() => expect(valueOf(list, 'Registered by').textContent).toBe('Vikram Rao'));
    expect(valueOf(list, 'Registered').textContent).toBe('5 Dec 2026, 22:00');
    expect(list.textContent).not.toMatch(/org-marina-sports|space-marina|demo-manager/);
    expect(screen.getByLabelText('Reference').textContent).toBe('Reference: organisation org-marina-sports');
    // One lookup of the venues for the page.
    expect(asked(calls, 'spaces')).toHaveLength(1);
    // The related lists, under the back office's own path.
    expect(screen.getByRole('link', { name: 'Venues' }).getAttribute('href')).toBe(
      `/admin/spaces?${new URLSearchParams({ filter: '{"orgId":"org-marina-sports"}' })}`,
    );
  }, 60_000);

  it('shows an access account: the person, organisation and venues by name, role and who granted it', async () => {
    signedInAsManager();
    const account: AccessAccountDocument = {
      id: 'org-marina-sports:demo-staff-meera',
      orgId: 'org-marina-sports',
      userId: 'demo-staff-meera',
      role: 'staff',
      spaceIds: ['space-marina-turf'],
      mobiles: ['+919800000007'],
      emails: [],
      status: 'active',
      grantedBy: 'demo-manager-vikram',
      granted: '2026-12-05T16:30:00.000Z',
      updated: '2026-12-05T16:30:00.000Z',
      revokedBy: null,
    };
    fakeApi(on('GET', `/admin-api/access/${encodeURIComponent(account.id)}`, { body: account }), lookups);
    renderAt(`/admin/access/${encodeURIComponent(account.id)}/show`);

    const list = await summary('Access account', 'Meera Pillai');
    expect(valueOf(list, 'Person').textContent).toBe('Meera Pillai');
    await waitFor(() => expect(valueOf(list, 'Organisation').textContent).toBe('Marina Sports'));
    expect(hrefOf(within(valueOf(list, 'Organisation') as HTMLElement).getByText('Marina Sports'))).toBe(
      '/admin/organisations/org-marina-sports/show',
    );
    expect(valueOf(list, 'Role').textContent).toBe('Staff');
    expect(valueOf(list, 'Venues').textContent).toBe('Marina Turf Arena');
    expect(valueOf(list, 'E-mails').textContent).toBe('—');
    await waitFor(() => expect(valueOf(list, 'Granted by').textContent).toBe('Vikram Rao'));
    expect(valueOf(list, 'Granted').textContent).toBe('5 Dec 2026, 22:00');
    expect(within(list).queryByText('Revoked by')).toBeNull();
    expect(list.textContent).not.toMatch(/org-marina-sports|space-marina|demo-/);
    expect(screen.getByLabelText('Reference').textContent).toBe('Reference: user demo-staff-meera · organisation org-marina-sports');
  }, 60_000);

  it('shows a refund: ₹2,500, its order in words, the charge it came from, buyer and venue by name, in venue time', async () => {
    signedInAsManager();
    const calls = fakeApi(on('GET', '/admin-api/transactions/rfd-1', { body: transaction() }), lookups);
    renderAt('/admin/transactions/rfd-1/show');

    const list = await summary('Transaction', 'Priya Sharma ·');
    expect(valueOf(list, 'Amount').textContent).toBe('₹2,500');
    expect(valueOf(list, 'Kind').textContent).toBe('Refund');
    expect(valueOf(list, 'Status').textContent).toBe('Refunded');
    const orderWords = valueOf(list, 'Order');
    expect(orderWords.textContent).toBe('Priya Sharma · Turf A, 21 Nov, 18:00–19:00');
    expect(hrefOf(orderWords.querySelector('a') ?? orderWords)).toBe('/admin/orders/o-1/show');
    await waitFor(() => expect(valueOf(list, 'Refunded from').textContent).toBe('₹964 charge of 20 Nov 2026, 15:31'));
    expect(hrefOf(valueOf(list, 'Refunded from').querySelector('a')!)).toBe('/admin/transactions/txn-1/show');
    await waitFor(() => expect(valueOf(list, 'Buyer').textContent).toBe('Priya Sharma'));
    await waitFor(() => expect(valueOf(list, 'Venue').textContent).toBe('Marina Turf Arena'));
    expect(valueOf(list, 'Payment mode').textContent).toBe('UPI');
    expect(valueOf(list, 'At').textContent).toBe('5 Dec 2026, 22:00');
    expect(list.textContent).not.toMatch(/o-1|txn-1|rfd-1|demo-player|space-marina|org-marina/);
    expect(screen.getByLabelText('Reference').textContent).toBe('Reference: transaction rfd-1 · gateway rfnd_rfd-1 · order o-1');
    expect(asked(calls, 'orders')).toHaveLength(1);
  }, 60_000);

  it("shows a player's rating to the venue's staff: rater, player, game and level in the API's words, with no lookups of its own", async () => {
    signedInWith({
      userId: 'demo-staff-meera',
      name: 'Meera Pillai',
      role: 'org_staff',
      scopeIds: ['org-marina-sports', 'space:space-marina-turf'],
    });
    const calls = fakeApi(on('GET', '/admin-api/ratings/r-abc', { body: rating() }), lookups);
    renderAt('/admin/ratings/r-abc/show');

    const list = await summary('Rating', 'Priya Sharma');
    expect(valueOf(list, 'What').textContent).toBe('A player rated');
    expect(valueOf(list, 'Game').textContent).toBe('Friday Night Football');
    expect(valueOf(list, 'Rated by').textContent).toBe('Rahul Iyer (host)');
    expect(valueOf(list, 'Player rated').textContent).toBe('Priya Sharma');
    expect(valueOf(list, 'Stars').textContent).toBe('★★★★☆ 4 of 5');
    // The list's rendering (Stars), read out once.
    expect(within(valueOf(list, 'Stars') as HTMLElement).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(valueOf(list, 'Skill level').textContent).toBe('Intermediate');
    expect(valueOf(list, 'Assessment').textContent).toBe('Showed up: Yes · Punctual: No · Team player: Yes · Paid on time: Yes');
    expect(valueOf(list, 'Comment').textContent).toBe('Great passer');
    expect(valueOf(list, 'Given').textContent).toBe('5 Dec 2026, 22:00');
    expect(within(list).queryByText('Dispute')).toBeNull();
    expect(list.textContent).not.toMatch(/g-1|r-abc|demo-|space-marina/);
    // No internal ids under the page either (a rating's id is nothing staff quote).
    expect(screen.queryByLabelText('Reference')).toBeNull();
    expect(asked(calls, 'games')).toEqual([]);
    expect(asked(calls, 'people')).toEqual([]);
  }, 60_000);

  it("names a disputed game for the venue's staff, linked to the game for platform operators; a game since gone as its sport", async () => {
    const disputed = rating({
      id: 'r-game',
      kind: 'game',
      raterId: 'demo-player-arjun',
      raterName: 'Arjun Mehta',
      raterRole: 'participant',
      ratedUserId: null,
      ratedUserName: null,
      stars: null,
      ratedLevel: null,
      ratedLevelName: null,
      assessment: null,
      description: '',
      isGameHappened: false,
      dispute: 'Scam',
      disputeCaseId: 'case-1',
    });
    signedInWith({
      userId: 'demo-staff-meera',
      name: 'Meera Pillai',
      role: 'org_staff',
      scopeIds: ['org-marina-sports', 'space:space-marina-turf'],
    });
    fakeApi(on('GET', '/admin-api/ratings/r-game', { body: disputed }), lookups);
    const staffView = renderAt('/admin/ratings/r-game/show');
    let list = await summary('Rating', 'Friday Night Football');
    expect(within(valueOf(list, 'Game') as HTMLElement).queryByRole('link')).toBeNull();
    expect(valueOf(list, 'What').textContent).toBe('The game rated');
    expect(valueOf(list, 'Did the game happen').textContent).toBe('No');
    expect(valueOf(list, 'Dispute').textContent).toBe('Scam');
    expect(within(list).queryByText('Player rated')).toBeNull();
    expect(screen.getByRole('link', { name: 'Dispute case' }).getAttribute('href')).toBe('/admin/disputes/case-1/show');
    staffView.unmount();

    signedInWith({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] });
    fakeApi(on('GET', '/admin-api/ratings/r-game', { body: disputed }), lookups);
    const operatorView = renderAt('/admin/ratings/r-game/show');
    list = await summary('Rating', 'Friday Night Football');
    expect(hrefOf(within(valueOf(list, 'Game') as HTMLElement).getByText('Friday Night Football'))).toBe('/admin/games/g-1/show');
    operatorView.unmount();

    fakeApi(on('GET', '/admin-api/ratings/r-game', { body: { ...disputed, activityName: null } }), lookups);
    renderAt('/admin/ratings/r-game/show');
    list = await summary('Rating', 'Football game');
    expect(list.textContent).not.toContain('g-1');
  }, 90_000);
});
