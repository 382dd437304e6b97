/** service-kit's fastParse with no fast path: validation.ts falls back to zod's safeParse every time. */
export const FALLBACK: unique symbol = Symbol('fallback');
export const fastParse = (_schema: unknown, _raw: unknown): unknown => FALLBACK;
