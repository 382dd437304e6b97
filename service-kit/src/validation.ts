import type { z } from 'zod';
import { HttpProblem, type FieldError } from './problem';

/** Turns zod issues into field errors: `field` is the dotted path (or the unknown key), `code` zod's issue code or a refinement's own. */
export const fieldErrors = (error: z.ZodError, prefix: string): FieldError[] =>
  error.issues.flatMap((issue) => {
    const base = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: [base, key].filter(Boolean).join('.'),
        code: 'unrecognized_key',
        message: `Unknown field ${key}`,
      }));
    }
    // A refinement may name its own stable code (e.g. contracts' unsafe_text) instead of zod's 'custom'.
    const own = issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : undefined;
    return [{ field: base || prefix, code: own ?? issue.code, message: issue.message }];
  });

/** Parses with a schema or throws a 400 problem naming the first offending field. */
export const parseOrThrow = <S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'params' | 'query' | 'headers' | 'body',
): z.infer<S> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error, where === 'body' || where === 'headers' ? '' : where);
  const first = errors[0];
  throw new HttpProblem(
    'VALIDATION_FAILED',
    first ? `${first.field || where}: ${first.message}` : `Invalid ${where}`,
    first?.field || where,
    errors,
  );
};
