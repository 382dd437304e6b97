import type { AnyProjection } from '@sports/projections';

/**
 * What each read model adds to a rebuild, in µs of CPU an event, measured alone over 100,339
 * bench events (bench/results/2026-11-30-rebuild-two-threads.md): its cost minus a projection's
 * that handles nothing there (6.2 µs, the log's read). Keyed without the version suffix, so a
 * bumped read model keeps its weight. The bench log holds games, players and ratings: read models
 * of other events weigh about nothing in it and are spread by DEFAULT_COST.
 */
const REBUILD_COST_MICROS: Readonly<Record<string, number>> = {
  gameList: 42.4,
  gameParticipants: 17.4,
  gameVenues: 6.5,
  'ratings.ratedGames': 5.7,
  'playerStats.playedGames': 4.9,
  'scheduler.dueGames': 4.6,
  'ratings.gameFacts': 3.0,
  'chat.reads': 3.0,
  offerings: 2.6,
  venues: 2.0,
  gameWaitlist: 1.8,
  classSessions: 1.6,
  'chat.threads': 1.5,
};
const DEFAULT_COST = 0.5;

const costOf = (projection: AnyProjection): number => REBUILD_COST_MICROS[projection.name.replace(/\.v\d+$/, '')] ?? DEFAULT_COST;

/**
 * Splits read models into at most `threads` groups of about equal rebuild cost (the heaviest
 * first, each to the lightest group so far), for one projector thread each
 * (docs/adr/0134-rebuild-on-two-threads.md). A read model and those it joins, or that join it,
 * stay in one group: a join reads what the same runner wrote (docs/adr/0111-buyer-phone-on-orders.md).
 * Names come back in the order of `projections`; no group is empty.
 */
export const projectorGroups = (projections: readonly AnyProjection[], threads: number): string[][] => {
  // Read models tied by joins, as one unit: each points at the first of its unit.
  const unitOf = new Map<AnyProjection, AnyProjection>();
  const root = (p: AnyProjection): AnyProjection => {
    let at = p;
    while (unitOf.get(at) !== at) at = unitOf.get(at)!;
    return at;
  };
  for (const p of projections) unitOf.set(p, p);
  for (const p of projections) {
    const joined = p.join && projections.find((q) => q.collection.name === p.join!.collection.name);
    if (joined) unitOf.set(root(p), root(joined));
  }
  const units = new Map<AnyProjection, { cost: number; members: AnyProjection[] }>();
  for (const p of projections) {
    const unit = units.get(root(p)) ?? { cost: 0, members: [] };
    unit.cost += costOf(p);
    unit.members.push(p);
    units.set(root(p), unit);
  }
  const groups = Array.from({ length: Math.max(1, Math.min(threads, units.size)) }, () => ({ cost: 0, members: new Set<AnyProjection>() }));
  for (const unit of [...units.values()].sort((a, b) => b.cost - a.cost)) {
    const lightest = groups.reduce((a, b) => (b.cost < a.cost ? b : a));
    lightest.cost += unit.cost;
    for (const p of unit.members) lightest.members.add(p);
  }
  return groups.map((g) => projections.filter((p) => g.members.has(p)).map((p) => p.name)).filter((names) => names.length > 0);
};
