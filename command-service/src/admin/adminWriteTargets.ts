import { z } from 'zod';
import {
  DomainError,
  RECORD_KINDS,
  RECORD_KIND_NAMES,
  accessAccountIdOf,
  accessAccountsApi,
  adminApi,
  backofficeApi,
  catalogueApi,
  cityIdOf,
  couponsApi,
  offeringsApi,
  payoutsApi,
  recordStream,
  type AdminResource,
  type ApiRoute,
  type OfferingKind,
  type RecordKind,
} from '@sports/contracts';

/**
 * Where react-admin's create, update and delete of a back-office record go: the
 * command endpoint the back office already writes through (docs/backoffice.md "Writing"), with
 * its path parameters and body taken from the record as react-admin sends it.
 */
export interface WriteTarget {
  route: ApiRoute;
  params: Record<string, string>;
  body?: Record<string, unknown>;
  /** The admin record's id; a function when only the command's reply knows it (a settlement). */
  id: string | ((reply: unknown) => string | undefined);
  /** Where in the admin body the command's body sits ('details'), so a refusal names the field as sent (`details.name`). */
  bodyAt?: string;
  /** The admin field each path parameter came from (`orgId`, or `params.id`), for the same reason. */
  paramFields: Record<string, string>;
}

type Form = Record<string, unknown>;
export type WriteMapper = Partial<{
  create: (form: Form) => WriteTarget;
  update: (id: string, form: Form) => WriteTarget;
  delete: (id: string) => WriteTarget;
}>;

const invalid = (field: string, message: string) => new DomainError('VALIDATION_FAILED', message, field);

const text = (form: Form, field: string): string => {
  const value = form[field];
  if (typeof value !== 'string' || value.trim() === '') throw invalid(field, `${field} is required`);
  return value.trim();
};

/** The fields of an object schema (refinements keep the object; a pipe is read from its input). */
const keysOf = (schema: unknown): string[] => {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return keysOf(schema.in);
  return [];
};

/**
 * react-admin's blank inputs: null, or '' (a cleared text input), at any depth, and the list items
 * and objects left empty by them (a sport row never picked, a bank account never typed). They mean
 * "not given", which the strict command schemas say by leaving the field out. Everything else goes
 * as sent: the command validates it.
 */
export const withoutBlanks = (value: unknown): unknown => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.map(withoutBlanks).filter((item) => item !== undefined);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Form)
      .map(([key, item]) => [key, withoutBlanks(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
};

/**
 * The command's own fields out of the record react-admin sends: the read model's other fields
 * (id, counts, updated …) are left out, as are blanks (withoutBlanks); a field that is neither is
 * refused by name, as a strict command body would.
 */
const commandFields = (resource: AdminResource, form: Form, command: readonly string[], addressing: readonly string[] = []): Form => {
  const readOnly = new Set([...keysOf(resource.record), ...addressing, 'id']);
  const out: Form = {};
  for (const [key, value] of Object.entries(form)) {
    if (command.includes(key)) {
      const given = withoutBlanks(value);
      if (given !== undefined) out[key] = given;
    } else if (!readOnly.has(key)) throw invalid(key, `${key} is not a field of ${resource.label.toLowerCase()}`);
  }
  return out;
};

/**
 * The same as commandFields for a command whose body is one object of the record (`details`):
 * blanks left out at any depth (a record's generic form), or only its own null fields (an
 * offering's form, whose inputs already give each field its shape, empty texts included).
 */
const nested = (resource: AdminResource, form: Form, path: readonly string[], blanks: 'deep' | 'top' = 'deep'): Form => {
  commandFields(resource, form, []);
  let value: unknown = form;
  for (const step of path) value = value && typeof value === 'object' ? (value as Form)[step] : undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid(path.join('.'), `${path.join('.')} is required`);
  if (blanks === 'top') return Object.fromEntries(Object.entries(value as Form).filter(([, v]) => v !== null && v !== undefined));
  return (withoutBlanks(value) as Form | undefined) ?? {};
};

/**
 * On an update, the record's addressing fields the form did not send, read from the path's id
 * (`{kind}-{spaceId}.{key}`, `{kind}-{orgId}.{key}`; keys hold no dot): react-admin leaves a
 * disabled input's value (the key shown read-only on an Edit page) out of what it saves.
 */
const withAddressFromId = (form: Form, id: string, kind: string, fields: { before: string; key: string }): Form => {
  const dot = id.lastIndexOf('.');
  if (!id.startsWith(`${kind}-`) || dot <= kind.length + 1) return form;
  const address = { [fields.before]: id.slice(kind.length + 1, dot), [fields.key]: id.slice(dot + 1) };
  return { ...Object.fromEntries(Object.entries(address).filter(([name]) => form[name] === undefined)), ...form };
};

/** On an update the path's id and the record's own fields must name the same record. */
const sameRecord = (id: string, derived: string) => {
  if (id !== derived) throw invalid('params.id', `The record's fields name ${derived}, not ${id}`);
};

const spaces = (resource: AdminResource): WriteMapper => {
  const command = keysOf(catalogueApi.saveSpace.body);
  const target = (spaceId: string, form: Form): WriteTarget => ({
    route: catalogueApi.saveSpace,
    params: { orgId: text(form, 'orgId'), spaceId },
    body: commandFields(resource, form, command, ['orgId', 'spaceId']),
    id: spaceId,
    paramFields: { orgId: 'orgId', spaceId: 'spaceId' },
  });
  return {
    create: (form) => target(typeof form.spaceId === 'string' ? text(form, 'spaceId') : text(form, 'id'), form),
    update: (id, form) => {
      if (form.spaceId !== undefined) sameRecord(id, text(form, 'spaceId'));
      return { ...target(id, form), paramFields: { orgId: 'orgId', spaceId: 'params.id' } };
    },
  };
};

/** A coupon's cities match lower-case (spec section 3 Coupon "cities"); staff type them as they write them (Chennai). */
const lowerCaseCities = (body: Form): Form =>
  Array.isArray(body.cities)
    ? { ...body, cities: (body.cities as unknown[]).map((city) => (typeof city === 'string' ? city.trim().toLowerCase() : city)) }
    : body;

const coupons = (resource: AdminResource): WriteMapper => {
  const command = keysOf(couponsApi.saveCoupon.body);
  const target = (code: string, form: Form): WriteTarget => ({
    route: couponsApi.saveCoupon,
    params: { orgId: text(form, 'orgId'), code },
    body: lowerCaseCities(commandFields(resource, form, command, ['orgId', 'code'])),
    id: code,
    paramFields: { orgId: 'orgId', code: 'code' },
  });
  return {
    create: (form) => target(text(form, 'code'), form),
    update: (id, form) => {
      if (form.code !== undefined) sameRecord(id, text(form, 'code'));
      return target(id, form);
    },
  };
};

/** Classes, packs, lockers, meets, tournaments, events: the record's `offering.details` is the command's body. */
const offerings = (resource: AdminResource, kind: OfferingKind): WriteMapper => {
  const target = (form: Form): WriteTarget => {
    const [orgId, spaceId, key] = [text(form, 'orgId'), text(form, 'spaceId'), text(form, 'key')];
    return {
      route: offeringsApi.SAVE_OFFERING_ROUTES[kind],
      params: { orgId, spaceId, key },
      body: nested(resource, form, ['offering', 'details'], 'top'),
      // The offerings read model keys a record `{kind}-{spaceId}.{key}` (projections offeringProjection).
      id: `${kind}-${spaceId}.${key}`,
      bodyAt: 'offering.details',
      paramFields: { orgId: 'orgId', spaceId: 'spaceId', key: 'key' },
    };
  };
  return {
    create: target,
    update: (id, form) => {
      const out = target(withAddressFromId(form, id, kind, { before: 'spaceId', key: 'key' }));
      sameRecord(id, out.id as string);
      return out;
    },
  };
};

/** The back office's own records: `details` is the command's body; the id is the record's stream. */
const records = (resource: AdminResource, kind: RecordKind): WriteMapper => {
  const target = (form: Form): WriteTarget => {
    const [orgId, key] = [text(form, 'orgId'), text(form, 'key')];
    return {
      route: backofficeApi.SAVE_RECORD_ROUTES[kind],
      params: { orgId, key },
      body: nested(resource, form, ['details']),
      id: recordStream(kind, orgId, key),
      bodyAt: 'details',
      paramFields: { orgId: 'orgId', key: 'key' },
    };
  };
  return {
    create: target,
    update: (id, form) => {
      const out = target(withAddressFromId(form, id, kind, { before: 'orgId', key: 'key' }));
      sameRecord(id, out.id as string);
      return out;
    },
  };
};

const organisations = (resource: AdminResource): WriteMapper => {
  const command = keysOf(catalogueApi.registerOrganisation.body);
  const target = (orgId: string, form: Form, from: string): WriteTarget => ({
    route: catalogueApi.registerOrganisation,
    params: { orgId },
    // A status the organisation already has is no change, so a manager's edit of the record as read passes.
    body: commandFields(resource, form, command, ['orgId']),
    id: orgId,
    paramFields: { orgId: from },
  });
  return {
    create: (form) => (typeof form.orgId === 'string' ? target(text(form, 'orgId'), form, 'orgId') : target(text(form, 'id'), form, 'id')),
    update: (id, form) => {
      if (form.orgId !== undefined) sameRecord(id, text(form, 'orgId'));
      return target(id, form, 'params.id');
    },
  };
};

/** An access account's id is `{orgId}:{userId}`; organisation ids carry no colon. */
const accessParts = (id: string) => {
  const at = id.indexOf(':');
  if (at <= 0 || at === id.length - 1) throw invalid('params.id', 'An access account id is {orgId}:{userId}');
  return { orgId: id.slice(0, at), userId: id.slice(at + 1) };
};

const access = (resource: AdminResource): WriteMapper => {
  const command = keysOf(accessAccountsApi.grantAccessAccount.body);
  const grant = (orgId: string, userId: string, form: Form, from: 'body' | 'params'): WriteTarget => ({
    route: accessAccountsApi.grantAccessAccount,
    params: { orgId, userId },
    body: commandFields(resource, form, command, ['orgId', 'userId']),
    id: accessAccountIdOf(orgId, userId),
    paramFields: from === 'body' ? { orgId: 'orgId', userId: 'userId' } : { orgId: 'params.id', userId: 'params.id' },
  });
  return {
    create: (form) => grant(text(form, 'orgId'), text(form, 'userId'), form, 'body'),
    update: (id, form) => {
      const { orgId, userId } = accessParts(id);
      if (form.orgId !== undefined || form.userId !== undefined)
        sameRecord(id, accessAccountIdOf(text(form, 'orgId'), text(form, 'userId')));
      return grant(orgId, userId, form, 'params');
    },
    // Revoking: the record stays, marked revoked (docs/backoffice.md "Organisations, access …").
    delete: (id) => ({
      route: accessAccountsApi.revokeAccessAccount,
      params: accessParts(id),
      id,
      paramFields: { orgId: 'params.id', userId: 'params.id' },
    }),
  };
};

/** A new city's id is its name's slug (PUT /admin-api/cities/{id} serves react-admin's update itself). */
const cities = (resource: AdminResource): WriteMapper => {
  const command = keysOf(adminApi.adminSaveCity.body);
  return {
    create: (form) => {
      const id = cityIdOf(text(form, 'name'));
      return {
        route: adminApi.adminSaveCity,
        params: { id },
        body: commandFields(resource, form, command),
        id,
        paramFields: { id: 'name' },
      };
    },
  };
};

const settlements = (resource: AdminResource): WriteMapper => {
  const command = keysOf(payoutsApi.settlePayout.body);
  return {
    create: (form) => ({
      route: payoutsApi.settlePayout,
      params: { orgId: text(form, 'orgId') },
      body: commandFields(resource, form, command, ['orgId']),
      id: (reply) => (reply as { data?: { settlementId?: string } }).data?.settlementId,
      paramFields: { orgId: 'orgId' },
    }),
  };
};

export const OFFERING_RESOURCES: Record<string, OfferingKind> = {
  classes: 'class',
  packs: 'pack',
  lockers: 'locker',
  meets: 'meet',
  tournaments: 'tournament',
  events: 'event',
};
const RECORD_RESOURCES: Record<string, RecordKind> = Object.fromEntries(RECORD_KIND_NAMES.map((kind) => [RECORD_KINDS[kind].plural, kind]));

/** The mapper of a resource's writes; ADMIN_WRITE_RULES says which of them it allows. */
export const writeMapperOf = (resource: AdminResource): WriteMapper => {
  if (resource.name === 'spaces') return spaces(resource);
  if (resource.name === 'coupons') return coupons(resource);
  if (resource.name === 'organisations') return organisations(resource);
  if (resource.name === 'access') return access(resource);
  if (resource.name === 'cities') return cities(resource);
  if (resource.name === 'settlements') return settlements(resource);
  const offering = OFFERING_RESOURCES[resource.name];
  if (offering) return offerings(resource, offering);
  const record = RECORD_RESOURCES[resource.name];
  if (record) return records(resource, record);
  return {};
};

export type AdminWriteOperation = adminApi.AdminWriteOperation;
