import { z } from 'zod';
import { errorStatus, problemSchema, type ApiRoute, type ErrorCode } from '@sports/contracts';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
};

const parametersOf = (route: ApiRoute) => {
  const params = Object.entries(route.params?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: toSchema(schema as z.ZodType, 'input'),
  }));
  const query = Object.entries(route.query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !(schema as z.ZodType).safeParse(undefined).success,
    schema: toSchema(schema as z.ZodType, 'input'),
  }));
  const declaredHeaders = Object.entries(route.headers?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: 'header',
    required: !(schema as z.ZodType).safeParse(undefined).success,
    schema: toSchema(schema as z.ZodType, 'input'),
  }));
  const headers = route.idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'Command id: a retry with the same key returns the first outcome and appends nothing.',
          schema: { type: 'string', maxLength: 64 },
        },
      ]
    : [];
  return [...params, ...query, ...declaredHeaders, ...headers];
};

/** Bytes in OpenAPI 3.1: a string of that media type; a multipart upload is an object with one such file field. */
const bytesSchema = (contentType: string) => ({ type: 'string', contentMediaType: contentType });
const rawRequestBody = ({ contentTypes, fileField = 'file' }: NonNullable<ApiRoute['rawBody']>) => ({
  required: true,
  content: Object.fromEntries(
    contentTypes.map((type) => [
      type,
      type === 'multipart/form-data'
        ? { schema: { type: 'object', properties: { [fileField]: bytesSchema('application/octet-stream') }, required: [fileField] } }
        : { schema: bytesSchema(type) },
    ]),
  ),
});

/**
 * What an endpoint without a body takes (docs/adr/0118-empty-body.md): nothing, an empty object or null, as client libraries send `{}` by
 * default.
 */
export const NO_BODY_SCHEMA = { anyOf: [{ type: 'object', properties: {}, additionalProperties: false }, { type: 'null' }] };
const noRequestBody = {
  required: false,
  description: 'This endpoint takes no body: send none, {} or null; anything else is refused (400, field body).',
  content: { 'application/json': { schema: NO_BODY_SCHEMA } },
};

const requestBodyOf = (route: ApiRoute) => {
  if (route.rawBody) return { requestBody: rawRequestBody(route.rawBody) };
  if (route.body)
    return {
      requestBody: {
        required: !route.body.safeParse(undefined).success,
        content: { 'application/json': { schema: toSchema(route.body, 'input') } },
      },
    };
  // A read carries no body; a write without one (PUT, POST, DELETE) says what it accepts.
  if (route.method !== 'get') return { requestBody: noRequestBody };
  return {};
};

const successContentOf = (route: ApiRoute) =>
  route.rawResponse
    ? Object.fromEntries(route.rawResponse.contentTypes.map((type) => [type, { schema: bytesSchema(type) }]))
    : { 'application/json': { schema: toSchema(route.response, 'output') } };

const operationOf = (route: ApiRoute) => {
  // A signed-in route also refuses a token whose session has ended.
  const codes = new Set<ErrorCode>([
    ...route.errors,
    'VALIDATION_FAILED',
    ...(route.auth === 'required' ? (['UNAUTHENTICATED', 'SESSION_REVOKED'] as const) : []),
  ]);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
  const errorResponses = Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: `Problem: ${list.join(', ')}`,
        content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
      },
    ]),
  );
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    parameters: parametersOf(route),
    ...requestBodyOf(route),
    ...(route.auth === 'none' ? { security: [] } : route.auth === 'optional' ? { security: [{}, { bearer: [] }, { token: [] }] } : {}),
    responses: {
      [String(route.successStatus)]: { description: 'Success', content: successContentOf(route) },
      ...errorResponses,
    },
  };
};

/** OpenAPI 3.1, generated from the declared routes and their zod schemas; never written by hand. */
export const buildOpenApiDocument = (routes: readonly ApiRoute[], info: { title: string; version: string; description?: string }) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info,
    security: [{ bearer: [] }, { token: [] }],
    paths,
    components: {
      schemas: { Problem: toSchema(problemSchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        token: { type: 'apiKey', in: 'header', name: 'token', description: "The spec client's token header" },
      },
    },
  };
};

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
