import { z } from 'zod';
import { idSchema } from '../core/primitives';
import { roleSchema } from '../users/events';
import { defineRoute } from './route';

/** Development-only endpoints: on in the embedded default and tests, off in production. */
export const devToken = defineRoute({
  operationId: 'issueDevToken',
  method: 'post',
  path: '/api/dev/token',
  summary: 'Development only: tokens for any user id; an unknown id becomes a new user with a generated name.',
  tag: 'Development',
  auth: 'none',
  body: z.object({ userId: idSchema }).strict(),
  successStatus: 200,
  response: z.object({ accessToken: z.string(), refreshToken: z.string() }),
  errors: ['VALIDATION_FAILED'],
});

export const demoAccountSchema = z.object({ userId: z.string(), name: z.string(), role: roleSchema, phone: z.string() });
export type DemoAccount = z.infer<typeof demoAccountSchema>;

export const demoAccounts = defineRoute({
  operationId: 'listDemoAccounts',
  method: 'get',
  path: '/api/dev/demo-accounts',
  summary: 'Development only: the demo users created with the demo data set.',
  tag: 'Development',
  auth: 'none',
  successStatus: 200,
  response: z.array(demoAccountSchema),
  errors: [],
});

export const health = defineRoute({
  operationId: 'getHealth',
  method: 'get',
  path: '/health',
  summary: '200 once the read models have caught up with the event log at start; 503 before.',
  tag: 'System',
  auth: 'none',
  successStatus: 200,
  response: z.object({ status: z.enum(['ok', 'starting']), position: z.string(), projections: z.record(z.string(), z.string()) }),
  errors: ['SERVICE_UNAVAILABLE'],
});

export const devRoutes = [devToken, demoAccounts] as const;
