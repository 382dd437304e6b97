import { errorStatus, type ErrorCode, type Problem } from '@sports/contracts';

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** An HTTP-level failure with a stable code; rendered as an RFC 9457 problem document. */
export class HttpProblem extends Error {
  override readonly name = 'HttpProblem';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

const titleOf = (code: string) =>
  code
    .toLowerCase()
    .replaceAll('_', ' ')
    .replace(/^./, (c) => c.toUpperCase());

export const problemBody = (code: ErrorCode, detail: string, field?: string, errors?: FieldError[]): Problem => ({
  type: `urn:problem:${code}`,
  title: titleOf(code),
  status: errorStatus[code],
  code,
  detail,
  ...(field ? { field } : {}),
  ...(errors && errors.length ? { errors } : {}),
});

export const problemResponse = (
  code: ErrorCode,
  detail: string,
  field?: string,
  errors?: FieldError[],
  headers: Record<string, string> = {},
): Response =>
  new Response(JSON.stringify(problemBody(code, detail, field, errors)), {
    status: errorStatus[code],
    headers: { 'content-type': 'application/problem+json; charset=utf-8', ...headers },
  });
