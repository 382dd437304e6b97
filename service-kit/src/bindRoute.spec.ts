import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DomainError, defineRoute } from '@sports/contracts';
import { createApi } from './api';
import { TokenService, defaultTokenLifetimes } from './tokens';

/**
 * docs/adr/0117-authorization-before-body.md and "An endpoint without a body accepts an
 * empty one": the body is validated when the handler first reads it, and a route without a body
 * takes none, {} or null.
 */
const tokens = new TokenService({ secret: 'bind-route-spec-secret-of-enough-length', issuer: 'spec', ...defaultTokenLifetimes });
const withBody = (operationId: string, path: string) =>
  defineRoute({
    operationId,
    method: 'put',
    path,
    summary: 'spec',
    tag: 'Spec',
    auth: 'none',
    body: z.object({ from: z.number(), to: z.number() }).strict(),
    successStatus: 200,
    response: z.unknown(),
    errors: ['FORBIDDEN'],
  });
const noBody = defineRoute({
  operationId: 'noBody',
  method: 'put',
  path: '/no-body',
  summary: 'spec',
  tag: 'Spec',
  auth: 'none',
  successStatus: 200,
  response: z.unknown(),
  errors: [],
});

const api = createApi({ tokens });
let acted = 0;
// Refuses before it reads the body, as the org-api handlers do.
api.bind(withBody('refusesFirst', '/refuses-first'), async (input) => {
  if (input.c.req.header('x-role') !== 'manager') throw new DomainError('FORBIDDEN', 'Managers only', 'orgId');
  const body = input.body;
  acted++;
  return { body };
});
// Reads the body first.
api.bind(withBody('readsFirst', '/reads-first'), async ({ body }) => {
  acted++;
  return { body };
});
// Never reads the body it declares.
api.bind(withBody('neverReads', '/never-reads'), async () => ({ body: { ok: true } }));
api.bind(noBody, async () => ({ body: { ok: true } }));

const put = async (path: string, raw: string | undefined, headers: Record<string, string> = {}) => {
  const response = await api.app.request(path, { method: 'PUT', body: raw, headers: { 'content-type': 'application/json', ...headers } });
  return { status: response.status, body: (await response.json()) as { code?: string; field?: string } };
};

describe('bindRoute validates the body when the handler reads it', () => {
  it('answers a caller the handler refuses with the refusal, whatever the body', async () => {
    for (const raw of ['{"from":2,"to":"x"}', '-1', '{', undefined]) expect((await put('/refuses-first', raw)).status).toBe(403);
    // The same bodies are 400 (or 415) to a caller it lets through, and nothing is done.
    expect(await put('/refuses-first', '{"from":2,"to":"x"}', { 'x-role': 'manager' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', field: 'to' },
    });
    expect(await put('/refuses-first', '{', { 'x-role': 'manager' })).toMatchObject({ status: 400, body: { code: 'MALFORMED_JSON' } });
    expect(await put('/refuses-first', '{"from":1,"to":2}', { 'x-role': 'manager', 'content-type': 'text/plain' })).toMatchObject({
      status: 415,
    });
    expect(acted).toBe(0);
    expect(await put('/refuses-first', '{"from":1,"to":2}', { 'x-role': 'manager' })).toMatchObject({
      status: 200,
      body: { from: 1, to: 2 },
    });
    expect(acted).toBe(1);
  });

  it('refuses a bad body to a handler that reads it first, and to one that never reads it', async () => {
    acted = 0;
    expect(await put('/reads-first', '{"from":1}')).toMatchObject({ status: 400, body: { field: 'to' } });
    expect(acted).toBe(0);
    expect(await put('/never-reads', '{"from":1}')).toMatchObject({ status: 400, body: { field: 'to' } });
    expect((await put('/never-reads', '{"from":1,"to":2}')).status).toBe(200);
  });
});

describe('a route without a body', () => {
  it('takes none, {} and null, and refuses anything else naming body', async () => {
    for (const raw of [undefined, '{}', 'null', ' {\n} ', ' null ']) expect([raw, (await put('/no-body', raw)).status]).toEqual([raw, 200]);
    for (const raw of ['{"a":1}', '[]', '0', '"x"', 'false', '{'])
      expect([raw, await put('/no-body', raw)]).toEqual([
        raw,
        { status: 400, body: expect.objectContaining({ code: 'VALIDATION_FAILED', field: 'body' }) },
      ]);
  });
});
