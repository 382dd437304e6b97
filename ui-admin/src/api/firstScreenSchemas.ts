/**
 * The contracts schemas the first screen parses (the stored session, the token's claims, the
 * accounts replies, problem documents, the dashboard), written with `zod/mini`, zod's
 * tree-shakable build: the contracts modules use full zod, whose every schema carries every method
 * (about 26 KB gzip on the first screen, docs/adr/0082-admin-first-screen.md). Lazily loaded views
 * keep using the contracts schemas. firstScreenSchemas.spec.ts holds each one to its contracts
 * original (same JSON Schema, same constants and paths), so a contract change fails a test here.
 */
import * as z from 'zod/mini';
// zod-free contracts modules only (a module that builds a schema would bring full zod back).
import { ID_PATTERN } from '@sports/contracts/core/streams';

/** contracts admin/dashboard DEFAULT_DASHBOARD_DAYS. */
export const DEFAULT_DASHBOARD_DAYS = 14;
/** contracts accounts/phone DEFAULT_COUNTRY_CODE (spec section 9). */
export const DEFAULT_COUNTRY_CODE = '91';

/** The accounts routes the sign-in page and the session call (contracts api/accounts `path`s). */
export const ACCOUNTS_PATHS = {
  loginWithWhatsapp: '/api/auth/account/phone/login',
  loginWithSms: '/api/auth/account/sms/login',
  refreshSession: '/api/auth/token/refresh',
  signOut: '/api/auth/logout',
} as const;

/** contracts core/primitives idSchema. */
const idSchema = z.string().check(z.regex(ID_PATTERN, 'must be 1-64 characters of A-Z a-z 0-9 _ . : @ + -'));

/** contracts accounts/phone countryCodeSchema. */
export const countryCodeSchema = z.string().check(z.regex(/^[1-9]\d{0,3}$/, 'must be 1-4 digits without +'));

/** contracts users/role roleSchema. */
export const roleSchema = z.enum(['player', 'host', 'org_manager', 'org_staff', 'admin']);

/** contracts auth accessClaimsSchema (spec section 6). */
export const accessClaimsSchema = z.object({
  sub: z.string(),
  name: z.string(),
  org_role: roleSchema,
  scope_ids: z.array(z.string()),
  token_use: z.literal('access'),
});

/** contracts api/problem problemSchema: every 4xx/5xx body. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  code: z.string(),
  detail: z.string(),
  field: z.optional(z.string()),
  errors: z.optional(z.array(z.object({ field: z.string(), code: z.string(), message: z.string() }))),
});

const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** contracts api/accounts loginWithWhatsapp/loginWithSms `response`. */
export const loginResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('code_sent'), channel: z.enum(['whatsapp', 'sms']), to: z.string(), expiresInSeconds: z.int() }),
  z.extend(tokenPair, { status: z.literal('signed_in'), userId: idSchema, isNewUser: z.boolean() }),
]);
/** contracts api/accounts refreshSession `response`. */
export const refreshResponseSchema = tokenPair;
/** contracts api/accounts signOut `response`. */
export const signOutResponseSchema = z.object({ signedOut: z.literal(true) });

/** contracts admin/dashboard dashboardSchema. */
export const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  bookingsPerDay: z.array(z.object({ date: z.string(), orders: z.int(), revenue: z.int(), refunds: z.int() })),
  occupancyFrom: z.string(),
  occupancyTo: z.string(),
  occupancyPerVenue: z.array(
    z.object({ spaceId: z.string(), name: z.string(), bookedSlots: z.int(), offeredSlots: z.int(), occupancy: z.number() }),
  ),
  activePlayers: z.int(),
  openDisputes: z.int(),
  ordersByStatus: z.record(z.string(), z.int()),
});
