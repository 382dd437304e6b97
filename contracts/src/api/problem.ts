import { z } from 'zod';

/** RFC 9457 problem document: every 4xx/5xx body. `code` is stable; `field` names the offending input. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string(),
  field: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
