import type { z } from 'zod';

/**
 * An event definition: the current version of its data shape, and one upcaster per
 * older version that lifts data to the next version. Events are never rewritten in
 * the store; readers call `upcast` so deciders and projections only see current shapes.
 */
export interface EventDefinition {
  version: number;
  schema: z.ZodType;
  upcasters?: Record<number, (data: unknown) => unknown>;
}

export const upcast = (definitions: Record<string, EventDefinition>, type: string, storedVersion: number, data: unknown): unknown => {
  const def = definitions[type];
  if (!def) return data;
  let version = storedVersion;
  let current = data;
  while (version < def.version) {
    const lift = def.upcasters?.[version];
    if (!lift) throw new Error(`No upcaster for ${type} v${version} -> v${version + 1}`);
    current = lift(current);
    version += 1;
  }
  return current;
};
