/**
 * A class's details as its form holds them, and back: the batches are a map keyed by batch id in
 * the command (contracts' classDetailsSchema), a list of rows in the form, each row keeping the id
 * it was saved under (a new row gets one made from its name).
 */
export type BatchRow = { batchId?: string; name?: string; [field: string]: unknown };
type Details = Record<string, unknown> & { batches?: Record<string, object>; batchList?: BatchRow[] };

/** A key of a-z 0-9 - (1-20 characters, catalogueIdSchema) made from a name: "Mon/Wed 5 pm" → "mon-wed-5-pm". */
export const keyOf = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 20)
    .replace(/-+$/, '');

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Blank inputs left out, within nested objects too (the strict schemas refuse '' and null where a field is optional: a price's blank "was"). */
export const blanksOut = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== '' && v !== null && v !== undefined)
      .map(([k, v]) => [k, isPlain(v) ? blanksOut(v) : v]),
  );

/** The saved details as the form edits them: batches as rows. */
export function classFormOf(details: Details | undefined): Details {
  const { batches = {}, ...rest } = details ?? {};
  return { ...rest, batchList: Object.entries(batches).map(([batchId, batch]) => ({ batchId, ...batch })) };
}

/** The form's details as SaveOffering takes them: rows back to a map, a new row keyed by its name (unique within the class). */
export function classDetailsOf(details: Details): Record<string, unknown> {
  const { batchList = [], batches: _previous, ...rest } = details;
  const batches: Record<string, unknown> = {};
  for (const { batchId, ...row } of batchList) {
    let id = batchId || keyOf(row.name ?? '') || 'batch';
    for (let n = 2; id in batches; n++) id = `${(batchId || keyOf(row.name ?? '') || 'batch').slice(0, 17)}-${n}`;
    batches[id] = blanksOut(row);
  }
  return { ...blanksOut(rest), batches };
}
