import type { AdminResource } from '@sports/contracts';
import type { z } from 'zod';

/** The top-level fields of a resource's record schema. */
export const recordFieldsOf = (of: AdminResource): string[] =>
  Object.keys((of.record as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {});

/**
 * The list's columns, from the resource's declaration: the record's name and key, the fields it
 * is filtered by (what tells records apart: phone, source, venue …), its status, then the fields
 * it sorts by. The organisation is left out: a manager's records are their organisation's.
 */
export function listColumns(of: AdminResource): string[] {
  const fields = new Set(recordFieldsOf(of));
  const wanted = ['name', 'key', ...Object.keys(of.filters).filter((f) => f !== 'orgId' && f !== 'status'), 'status', ...of.sortable];
  return [...new Set(wanted)].filter((field) => fields.has(field));
}
