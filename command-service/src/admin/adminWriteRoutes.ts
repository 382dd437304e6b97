import type { Context } from 'hono';
import { ADMIN_RESOURCES, adminApi, errorStatus, type AdminResource, type ErrorCode } from '@sports/contracts';
import { HttpProblem, honoPath, problemResponse, requestHeader, type Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { writeMapperOf, type AdminWriteOperation, type WriteTarget } from './adminWriteTargets';
import { checkAdminWriteScope } from './adminWriteScope';
import { recordOrgOf } from './recordOrg';
import { keepMaskedAccount } from './maskedAccount';
import { withIfMatch } from '../core/precondition';

/**
 * POST /admin-api/{resource}, PUT and DELETE /admin-api/{resource}/{id}, so an
 * unmodified react-admin app with ra-data-simple-rest writes where a resource allows it. Each is
 * sent on, in process, to the command endpoint the back office already uses, with the caller's
 * token and Idempotency-Key: validation, authorization, idempotency and events are that
 * command's, never a second copy of them. Writes a resource does not allow answer 405. Who the
 * write reaches is checked first, as the admin API's reads do (adminWriteScope.ts): a record in
 * another organisation is 404 before anything in the body is looked at.
 */

/** The caller's headers the command endpoint reads. */
const FORWARDED = ['authorization', 'token', 'idempotency-key', 'x-correlation-id'] as const;

const fillPath = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** A refusal of the command names the field as the admin request has it (`details.name`, `orgId`, `params.id`). */
const renamed = (field: string | undefined, target: WriteTarget, validation: boolean): string | undefined => {
  if (!field) return field;
  const param = /^params\.(\w+)$/.exec(field) ?? (field in target.params ? [field, field] : null);
  if (param) return target.paramFields[param[1]] ?? field;
  if (!target.bodyAt) return field;
  if (field === 'body') return target.bodyAt;
  // Validation names the command body's fields; a domain rule may name one of them too (`on.id`).
  const first = field.split('.')[0]!;
  return validation || (target.body !== undefined && first in target.body) ? `${target.bodyAt}.${field}` : field;
};

interface Problem {
  code?: string;
  detail?: string;
  field?: string;
  errors?: { field: string; code: string; message: string }[];
}

const send = async (api: Api, c: Context, target: WriteTarget): Promise<{ reply: unknown; headers: Record<string, string> }> => {
  const headers = new Headers({ accept: 'application/json' });
  for (const name of FORWARDED) {
    const value = requestHeader(c, name);
    if (value !== undefined) headers.set(name, value);
  }
  if (target.body !== undefined) headers.set('content-type', 'application/json');
  const response = await api.app.request(fillPath(target.route.path, target.params), {
    method: target.route.method.toUpperCase(),
    headers,
    ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
  });
  const reply = (await response.json()) as unknown;
  if (!response.ok) {
    const problem = reply as Problem;
    const code = (problem.code && problem.code in errorStatus ? problem.code : 'INTERNAL_ERROR') as ErrorCode;
    const validation = code === 'VALIDATION_FAILED';
    const errors = problem.errors?.map((e) => ({ ...e, field: renamed(e.field, target, validation) ?? e.field }));
    throw new HttpProblem(code, problem.detail ?? 'The command was refused', renamed(problem.field, target, validation), errors);
  }
  const position = response.headers.get('x-log-position');
  return { reply, headers: position ? { 'x-log-position': position } : {} };
};

const idOf = (target: WriteTarget, reply: unknown): string => {
  const id = typeof target.id === 'function' ? target.id(reply) : target.id;
  if (!id) throw new HttpProblem('INTERNAL_ERROR', 'The command did not name the record it wrote');
  return id;
};

const METHODS: Record<AdminWriteOperation, 'POST' | 'PUT' | 'DELETE'> = { create: 'POST', update: 'PUT', delete: 'DELETE' };

/** 405 with the methods the path does take, for the writes a resource does not allow. */
const refuse = (api: Api, resource: AdminResource, operation: AdminWriteOperation, allowed: readonly AdminWriteOperation[]) => {
  const onItem = operation !== 'create';
  const path = onItem ? `/admin-api/${resource.name}/{id}` : `/admin-api/${resource.name}`;
  const allow = ['GET', ...allowed.filter((op) => (op !== 'create') === onItem).map((op) => METHODS[op])].join(', ');
  const what = operation === 'create' ? `created` : operation === 'update' ? 'edited' : 'deleted';
  api.app.on(METHODS[operation], honoPath(path), () =>
    problemResponse(
      'METHOD_NOT_ALLOWED',
      `${resource.label} cannot be ${what} through the admin API (docs/backoffice.md "Writing": what each resource allows)`,
      'method',
      undefined,
      { allow },
    ),
  );
};

/** `handler` reads a partner's account on record, so an edit sending its mask back keeps it (maskedAccount.ts). */
export const registerAdminWriteRoutes = (api: Api, handler?: CommandHandler): void => {
  for (const resource of ADMIN_RESOURCES as readonly AdminResource[]) {
    const allowed = adminApi.adminWritesOf(resource.name);
    const elsewhere = adminApi.ADMIN_WRITES_ELSEWHERE[resource.name] ?? [];
    const mapper = writeMapperOf(resource);
    for (const operation of ['create', 'update', 'delete'] as const) {
      if (!allowed.includes(operation)) refuse(api, resource, operation, allowed);
    }
    if (allowed.includes('create') && !elsewhere.includes('create') && mapper.create) {
      const create = mapper.create;
      api.bind(adminApi.adminCreateRoute(resource), async (input) => {
        checkAdminWriteScope(resource, 'create', input.actor, undefined, () => input.body);
        const target = create(input.body);
        const { reply, headers } = await send(api, input.c, target);
        return { body: { ...input.body, id: idOf(target, reply) }, headers };
      });
    }
    if (allowed.includes('update') && !elsewhere.includes('update') && mapper.update) {
      const update = mapper.update;
      api.bind(adminApi.adminUpdateRoute(resource), async (input) => {
        const recordOrg = handler ? await recordOrgOf(handler, resource, input.params.id) : null;
        checkAdminWriteScope(resource, 'update', input.actor, input.params.id, () => input.body, recordOrg);
        const mapped = update(input.params.id, input.body);
        const target = handler && resource.name === 'partners' ? await keepMaskedAccount(handler, mapped) : mapped;
        // If-Match: the revision the editor read; 412 when the record changed since (precondition.ts).
        const { reply, headers } = await withIfMatch(input.headers['if-match'], adminApi.revisionStreamOf(resource, input.params.id), () =>
          send(api, input.c, target),
        );
        return { body: { ...input.body, id: idOf(target, reply) }, headers };
      });
    }
    if (allowed.includes('delete') && !elsewhere.includes('delete') && mapper.delete) {
      const remove = mapper.delete;
      api.bind(adminApi.adminDeleteRoute(resource), async (input) => {
        checkAdminWriteScope(resource, 'delete', input.actor, input.params.id, () => undefined);
        const target = remove(input.params.id);
        const { reply, headers } = await withIfMatch(input.headers['if-match'], adminApi.revisionStreamOf(resource, input.params.id), () =>
          send(api, input.c, target),
        );
        return { body: { id: idOf(target, reply) }, headers };
      });
    }
  }
};
