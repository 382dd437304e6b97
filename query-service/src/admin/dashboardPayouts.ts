import { CURRENCY, adminDashboardApi, venueDateAt, type PayoutDocument, type PayoutsDue, type SettlementDocument } from '@sports/contracts';
import {
  ORGANISATIONS_COLLECTION,
  PAYOUTS_COLLECTION,
  SETTLEMENTS_COLLECTION,
  SPACES_COLLECTION,
  type Document,
  type DocumentStore,
} from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { inOrgs, orgsCovered } from './dashboardScope';

/** What the platform owes for one order's split (docs/bookings.md "Partner split and payouts"): the partner's share of what it collected, less the commission on what the venue collected. */
export const dueOf = (payout: Pick<PayoutDocument, 'collectedBy' | 'partnerShare' | 'commission'>): number =>
  payout.collectedBy === 'platform' ? payout.partnerShare : -payout.commission;

const nameOf = (organisation: Document | null): string =>
  typeof organisation?.name === 'string' ? organisation.name : 'Unknown organisation';

const dayAfter = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * One organisation's account with the platform, as GET /org-api/{orgId}/payouts sums it, and when
 * it builds up from: the spec sets no payout schedule, so the dashboard names the first day no
 * settled period covers and what each venue's orders placed since then come to (docs/adr/0112-payouts-due.md).
 */
export const payoutsDueOf = (
  org: { orgId: string; name: string },
  payouts: PayoutDocument[],
  settlements: SettlementDocument[],
  venueNames: Map<string, string>,
): PayoutsDue['organisations'][number] => {
  const payoutDue = payouts.reduce((total, payout) => total + dueOf(payout), 0);
  const settled = settlements.reduce((total, settlement) => total + settlement.amount, 0);
  const last = settlements.reduce<SettlementDocument | null>(
    (latest, s) => (latest === null || s.period.to > latest.period.to ? s : latest),
    null,
  );
  const since = payouts.filter((payout) => last === null || venueDateAt(payout.created) > last.period.to);
  const firstDay = since.reduce<string | null>(
    (first, payout) => (first === null || venueDateAt(payout.created) < first ? venueDateAt(payout.created) : first),
    null,
  );
  const unsettledFrom = last ? (since.length || payoutDue - settled !== 0 ? dayAfter(last.period.to) : null) : firstDay;
  const venues = new Map<string, { spaceId: string; name: string; orders: number; due: number }>();
  for (const payout of since) {
    const venue = venues.get(payout.spaceId) ?? {
      spaceId: payout.spaceId,
      name: venueNames.get(payout.spaceId) ?? 'Unknown venue',
      orders: 0,
      due: 0,
    };
    venue.orders += 1;
    venue.due += dueOf(payout);
    venues.set(payout.spaceId, venue);
  }
  return {
    orgId: org.orgId,
    name: org.name,
    payoutDue,
    settled,
    remainingDue: payoutDue - settled,
    lastSettlement: last
      ? { reference: last.reference, from: last.period.from, to: last.period.to, amount: last.amount, settledAt: last.settledAt }
      : null,
    unsettledFrom,
    venues: [...venues.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
};

/** GET /admin-api/dashboard/payouts-due (spec sections 1 and 3): what the platform owes each organisation and venue. */
export const registerDashboardPayoutsRoute = (api: Api, store: DocumentStore): void => {
  api.bind(adminDashboardApi.adminDashboardPayoutsDue, async ({ query, actor }) => {
    const orgs = orgsCovered(actor, query.orgId);
    const [payouts, settlements, spaces] = await Promise.all([
      store.find<PayoutDocument>(PAYOUTS_COLLECTION, { filter: inOrgs(orgs) }),
      store.find<SettlementDocument>(SETTLEMENTS_COLLECTION, { filter: inOrgs(orgs) }),
      store.findFields(SPACES_COLLECTION, { filter: inOrgs(orgs) }, ['name']),
    ]);
    const orgIds = [...new Set([...(orgs === 'all' ? [] : orgs), ...payouts.map((p) => p.orgId), ...settlements.map((s) => s.orgId)])];
    const names = await Promise.all(
      orgIds.map(async (orgId) => ({ orgId, name: nameOf(await store.get(ORGANISATIONS_COLLECTION, orgId)) })),
    );
    const venueNames = new Map(spaces.map((space) => [space.id, String(space.values[0])]));
    const organisations = names
      .map((org) =>
        payoutsDueOf(
          org,
          payouts.filter((p) => p.orgId === org.orgId),
          settlements.filter((s) => s.orgId === org.orgId),
          venueNames,
        ),
      )
      .sort((a, b) => b.remainingDue - a.remainingDue || a.name.localeCompare(b.name));
    return { body: { currency: CURRENCY.currency, organisations } };
  });
};
