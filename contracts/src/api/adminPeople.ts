import { z } from 'zod';
import { jsonParam } from '../admin/simpleRest';
import { idSchema } from '../core/primitives';
import { defineRoute } from './route';

/** The most people one lookup names: a page of react-admin's list at most asks this many (its getMany). */
export const MAX_PEOPLE_LOOKUP = 200;

/** A person as the back office shows them: a name, never a phone or an e-mail. */
export const adminPersonSchema = z.object({ id: z.string(), name: z.string() });
export type AdminPerson = z.infer<typeof adminPersonSchema>;

const idsFilter = z.object({ id: z.union([idSchema, z.array(idSchema).min(1).max(MAX_PEOPLE_LOOKUP)]) }).strict();

/**
 * GET /admin-api/people?filter={"id":[…]}: react-admin's getMany for the person
 * reference fields (buyers, players, hosts, staff, actors), so the back office shows names, not ids.
 * Platform operators may name anyone; organisation staff only people related to their
 * organisations (docs/backoffice.md "People by name"). Ids not named are left out.
 */
export const adminPeople = defineRoute({
  operationId: 'adminPeople',
  method: 'get',
  path: '/admin-api/people',
  summary: `Back office: the names of the users whose ids are given (react-admin's getMany, at most ${MAX_PEOPLE_LOOKUP}). Platform operators: anyone; organisation staff: buyers, students, members, staff, raters and dispute parties of their own organisations and venues, others left out. Total in Content-Range.`,
  tag: 'Back office',
  auth: 'required',
  query: z.object({ filter: jsonParam(idsFilter) }).strict(),
  successStatus: 200,
  response: z.array(adminPersonSchema),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'UNAUTHENTICATED'],
});
