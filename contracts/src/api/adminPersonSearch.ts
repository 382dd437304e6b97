import { z } from 'zod';
import { adminSearchTextSchema } from '../admin/simpleRest';
import { defineRoute } from './route';

/** The most people one search names: a name's first letter in a large organisation stops here (refine by typing more). */
export const MAX_PERSON_MATCHES = 25;

/**
 * One person found by "Find anyone" (docs/backoffice.md "Find anyone"): a user of the caller's
 * organisations and what they are to it, each part linking to its record. The phone is one the
 * organisation was given (the buyer's on an order, the student's on an enrolment), never the account's.
 */
export const personMatchSchema = z.object({
  /** The user's id. */
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  /** Enrolled in these classes (class_students records). */
  student: z.array(z.object({ id: z.string(), orgId: z.string(), classId: z.string(), className: z.string(), status: z.string() })),
  /** Holds these memberships (members records). */
  member: z.array(z.object({ id: z.string(), orgId: z.string(), plan: z.string(), validUntil: z.string() })),
  /** Bought these many orders (the orders list filtered by the user). */
  buyer: z.object({ orders: z.number().int() }),
});
export type PersonMatch = z.infer<typeof personMatchSchema>;

/**
 * GET /admin-api/people/search?q=… : "Find anyone" (spec section 1's business owners and staff
 * finding their customers; sections 6 and 7's search): students, members and buyers of the caller's
 * organisations by the start of their name or their phone (whole, or its last 4 digits or more;
 * spaces, dashes and +91 allowed). Platform operators search every organisation.
 */
export const adminPersonSearch = defineRoute({
  operationId: 'adminPersonSearch',
  method: 'get',
  path: '/admin-api/people/search',
  summary: `Back office "Find anyone": the students, members and buyers of the caller's organisations (platform operators: all) whose name starts with q, or whose phone is q or ends with it (4 digits or more; spaces, dashes, brackets and a leading + or 0 allowed), with what each is to the organisation; at most ${MAX_PERSON_MATCHES}. A phone of fewer than 4 digits is a 400 too_few_digits naming query.q.`,
  tag: 'Back office',
  auth: 'required',
  query: z.object({ q: adminSearchTextSchema }).strict(),
  successStatus: 200,
  response: z.array(personMatchSchema),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'UNAUTHENTICATED'],
});
