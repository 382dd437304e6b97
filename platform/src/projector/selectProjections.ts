import type { Projection } from '@sports/projections';

/**
 * The read models one projector process writes (PROJECTIONS): all by default, or those named.
 * Scaling out on Kafka splits read models over consumer groups (docs/production.md), so a name
 * that matches nothing is a configuration error, never a silently idle projector. The read models
 * a named one joins come with it (docs/adr/0111-buyer-phone-on-orders.md).
 */
export const selectProjections = (all: readonly Projection[], names: readonly string[] | undefined): readonly Projection[] => {
  if (!names || names.length === 0) return all;
  const unknown = names.filter((n) => !all.some((p) => p.name === n));
  if (unknown.length > 0)
    throw new Error(`PROJECTIONS names unknown read models: ${unknown.join(', ')} (known: ${all.map((p) => p.name).join(', ')})`);
  const named = all.filter((p) => names.includes(p.name));
  // A read model another one joins (orders read buyer_phones) is built beside it, so the join never reads one lagging in another group.
  const joined = new Set(named.flatMap((p) => (p.join ? [p.join.collection.name] : [])));
  return all.filter((p) => names.includes(p.name) || joined.has(p.collection.name));
};
