import type { z } from 'zod';
import type { ErrorCode } from '../core/errors';

/**
 * One HTTP endpoint, declared once: the services bind handlers to it, validation uses its
 * schemas and the OpenAPI document is generated from it. Paths use OpenAPI `{param}` syntax.
 */
export interface ApiRoute {
  operationId: string;
  method: 'get' | 'put' | 'post' | 'delete';
  path: string;
  summary: string;
  tag: string;
  /** required: a valid token; optional: used when present; none: ignored. */
  auth: 'required' | 'optional' | 'none';
  /** Command endpoints accept an `Idempotency-Key` header. */
  idempotent?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Request headers the endpoint reads, besides the token and Idempotency-Key (e.g. the spec's deviceId). */
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** A body of bytes instead of JSON (uploads): refused with 415 unless of these media types, with 413 past maxBytes. */
  rawBody?: RawBodySpec;
  successStatus: number;
  response: z.ZodType;
  /** A reply of bytes instead of JSON: `response` then types the bytes the handler returns. */
  rawResponse?: { contentTypes: readonly string[] };
  errors: readonly ErrorCode[];
}

export interface RawBodySpec {
  contentTypes: readonly string[];
  maxBytes: number;
  /** With multipart/form-data among the types: the form field that carries the file. */
  fileField?: string;
}

/** What a handler of a rawBody route gets: the bytes as sent, read up to the declared cap. */
export interface RawBody {
  bytes: Uint8Array;
  /** The media type alone, lowercased (`image/png`); `contentType` is the header as sent (multipart needs its boundary). */
  mediaType: string;
  contentType: string;
}

export const defineRoute = <const R extends ApiRoute>(route: R): R => route;

export type RouteParams<R extends ApiRoute> = R['params'] extends z.ZodObject ? z.infer<R['params']> : Record<string, never>;
export type RouteQuery<R extends ApiRoute> = R['query'] extends z.ZodObject ? z.infer<R['query']> : Record<string, never>;
export type RouteHeaders<R extends ApiRoute> = R['headers'] extends z.ZodObject ? z.infer<R['headers']> : Record<string, never>;
export type RouteBody<R extends ApiRoute> = R['rawBody'] extends RawBodySpec
  ? RawBody
  : R['body'] extends z.ZodType
    ? z.infer<R['body']>
    : undefined;
export type RouteResponse<R extends ApiRoute> = z.infer<R['response']>;
