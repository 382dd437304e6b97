import { z } from 'zod';
import { idSchema, safeText } from '../core/primitives';
import { MIN_PHONE_DIGITS, tooFewPhoneDigits } from '../bookings/phoneDigits';

/**
 * The query language of ra-data-simple-rest: every parameter is a JSON
 * text in the query string.
 *   sort=["created","DESC"]   range=[0,24] (both ends included)   filter={"status":"confirmed"}
 * getMany sends filter={"id":[...]}; getManyReference a filter on the target field. We add
 * `{field}_gte` / `{field}_lte` filters for the declared range fields (dates, amounts).
 */

/** The most records one list page may ask for: react-admin's largest per-page choice is far below. */
export const MAX_ADMIN_PAGE = 500;
/** getMany and `in` filters: at most this many values. */
export const MAX_ADMIN_IN_VALUES = 200;

export type AdminSortOrder = 'ASC' | 'DESC';

/** A query parameter holding JSON, then checked by `schema`; a text that is not JSON fails on the parameter itself. */
export const jsonParam = <S extends z.ZodType>(schema: S) =>
  z
    .string()
    .max(8_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** One filter value, or a list of them (matched with `in`). */
const oneOrMany = (value: z.ZodType) => z.union([value, z.array(value).min(1).max(MAX_ADMIN_IN_VALUES)]);

export interface AdminQueryShape {
  sortable: readonly [string, ...string[]];
  /** field -> the schema of one value; lists of values are accepted too. */
  filters: Record<string, z.ZodType>;
  /** fields filtered by `{field}_gte` and `{field}_lte`. */
  ranges?: Record<string, z.ZodType>;
  /**
   * Search boxes: filter key -> the indexed fields one typed text is looked for in. `prefix`: text
   * fields matched from their start, any case; `digits`: fields of digits matched whole when the
   * text is a number (phones). A record matches when any of them does (query-service/src/admin/search.ts).
   */
  search?: Record<string, { prefix: readonly string[]; digits?: readonly string[] }>;
}

/** Longest search text: a name or a phone, never a paragraph. */
export const MAX_ADMIN_SEARCH = 60;

/**
 * One typed search text: trimmed, 1 to MAX_ADMIN_SEARCH characters, no control characters, and a
 * phone at least its last 4 digits (`too_few_digits`; docs/adr/0111-buyer-phone-on-orders.md): a 400 naming the filter key.
 */
export const adminSearchTextSchema = safeText(z.string().trim().min(1).max(MAX_ADMIN_SEARCH)).refine((text) => !tooFewPhoneDigits(text), {
  message: `a phone number needs at least its last ${MIN_PHONE_DIGITS} digits`,
  params: { code: 'too_few_digits' },
});

/** The filter object a resource accepts: its declared fields only (anything else is refused by name). */
export const adminFilterSchema = (shape: AdminQueryShape) => {
  const entries: Record<string, z.ZodType> = { id: oneOrMany(idSchema).optional() };
  for (const [field, value] of Object.entries(shape.filters)) entries[field] = oneOrMany(value).optional();
  for (const [field, value] of Object.entries(shape.ranges ?? {})) {
    entries[`${field}_gte`] = value.optional();
    entries[`${field}_lte`] = value.optional();
  }
  for (const key of Object.keys(shape.search ?? {})) entries[key] = adminSearchTextSchema.optional();
  return z.object(entries).strict();
};

/**
 * The fields a list sorts by: `id` on every resource (react-admin's default sort is
 * `["id","ASC"]`; the primary key serves it), then the resource's declared ones.
 */
export const adminSortFields = (shape: Pick<AdminQueryShape, 'sortable'>): [string, ...string[]] => [
  'id',
  ...shape.sortable.filter((field) => field !== 'id'),
];

/** The query of a list route: sort by `id` or a declared field, a range of at most MAX_ADMIN_PAGE, the filter. */
export const adminListQuerySchema = (shape: AdminQueryShape) =>
  z
    .object({
      sort: jsonParam(z.tuple([z.enum(adminSortFields(shape)), z.enum(['ASC', 'DESC'])])).optional(),
      range: jsonParam(
        z
          .tuple([z.number().int().min(0).max(1_000_000_000), z.number().int().min(0).max(1_000_000_000)])
          .refine(([start, end]) => end >= start, 'the end comes before the start')
          .refine(([start, end]) => end - start < MAX_ADMIN_PAGE, `at most ${MAX_ADMIN_PAGE} records a page`),
      ).optional(),
      filter: jsonParam(adminFilterSchema(shape)).optional(),
    })
    .strict();

export type AdminListQuery = {
  sort?: [string, AdminSortOrder];
  range?: [number, number];
  filter?: Record<string, unknown>;
};

/** The Content-Range header react-admin reads the total from: `orders 0-24/319`, or `orders *\/0` when nothing matched. */
export const contentRange = (resource: string, start: number, count: number, total: number): string =>
  count === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + count - 1}/${total}`;
