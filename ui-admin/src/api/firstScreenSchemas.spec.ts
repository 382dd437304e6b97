import {
  DEFAULT_COUNTRY_CODE as contractCountryCode,
  countryCodeSchema as contractCountryCodeSchema,
} from '@sports/contracts/accounts/phone';
import {
  DEFAULT_DASHBOARD_DAYS as contractDashboardDays,
  dashboardSchema as contractDashboard,
  type Dashboard,
} from '@sports/contracts/admin/dashboard';
import * as accountsApi from '@sports/contracts/api/accounts';
import { problemSchema as contractProblem, type Problem } from '@sports/contracts/api/problem';
import { accessClaimsSchema as contractClaims, type AccessClaims } from '@sports/contracts/auth';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { toJSONSchema, type z } from 'zod';
import type * as zm from 'zod/mini';
import * as mini from './firstScreenSchemas';

/** The JSON Schema of a schema, full zod or zod/mini: equal ones accept and refuse the same values. */
const shape = (schema: z.core.$ZodType) => toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });

describe('first-screen schemas (zod/mini) against their contracts originals', () => {
  it.each([
    ['access claims', mini.accessClaimsSchema, contractClaims],
    ['problem document', mini.problemSchema, contractProblem],
    ['dashboard', mini.dashboardSchema, contractDashboard],
    ['country code', mini.countryCodeSchema, contractCountryCodeSchema],
    ['login reply', mini.loginResponseSchema, accountsApi.loginWithWhatsapp.response],
    ['login reply (SMS)', mini.loginResponseSchema, accountsApi.loginWithSms.response],
    ['refresh reply', mini.refreshResponseSchema, accountsApi.refreshSession.response],
    ['sign-out reply', mini.signOutResponseSchema, accountsApi.signOut.response],
  ] as const)('%s: the same JSON Schema', (_name, ours, theirs) => {
    expect(shape(ours)).toEqual(shape(theirs));
  });

  it('the same constants and paths', () => {
    expect(mini.DEFAULT_DASHBOARD_DAYS).toBe(contractDashboardDays);
    expect(mini.DEFAULT_COUNTRY_CODE).toBe(contractCountryCode);
    for (const [name, path] of Object.entries(mini.ACCOUNTS_PATHS))
      expect(path, name).toBe(accountsApi[name as keyof typeof mini.ACCOUNTS_PATHS].path);
  });

  it('the same parsed types', () => {
    expectTypeOf<zm.infer<typeof mini.accessClaimsSchema>>().toEqualTypeOf<AccessClaims>();
    expectTypeOf<zm.infer<typeof mini.problemSchema>>().toEqualTypeOf<Problem>();
    expectTypeOf<zm.infer<typeof mini.dashboardSchema>>().toEqualTypeOf<Dashboard>();
    expectTypeOf<zm.infer<typeof mini.loginResponseSchema>>().toEqualTypeOf<z.infer<typeof accountsApi.loginWithSms.response>>();
  });

  it('refuses what the contracts refuse: a bad id, a non-integer count, a token of another use', () => {
    const signedIn = { status: 'signed_in', accessToken: 'a', refreshToken: 'r', userId: 'u 1', isNewUser: false };
    expect(mini.loginResponseSchema.safeParse(signedIn).success).toBe(false);
    expect(mini.loginResponseSchema.safeParse({ ...signedIn, userId: 'u1' }).success).toBe(true);
    const problem = { type: 'about:blank', title: 'Bad', status: 400.5, code: 'X', detail: 'd' };
    expect(mini.problemSchema.safeParse(problem).success).toBe(false);
    expect(mini.problemSchema.safeParse({ ...problem, status: 400 }).success).toBe(true);
    const claims = { sub: 'u1', name: 'A', org_role: 'admin', scope_ids: [], token_use: 'refresh' };
    expect(mini.accessClaimsSchema.safeParse(claims).success).toBe(false);
    expect(mini.accessClaimsSchema.safeParse({ ...claims, token_use: 'access' }).success).toBe(true);
  });
});
