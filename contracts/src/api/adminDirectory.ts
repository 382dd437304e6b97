import { z } from 'zod';
import { cityDetailsSchema, cityDocumentSchema, cityIdSchema } from '../catalogue/cities';
import { ifMatchHeaders, readOnlyFieldsOf } from './adminWrites';
import { defineRoute } from './route';

/**
 * Writes of the back office's directory resources that have no command path elsewhere: cities
 * are the platform's, so they live under /admin-api (command-service serves the write, as for
 * refunds and moderation). Organisations and access accounts keep their /org-api commands.
 */
/**
 * The city's details, or the city as react-admin's Edit sends it back: its
 * read-model fields are left out and a blank state or country (null or '') is none.
 */
export const cityFormSchema = cityDetailsSchema
  .extend({
    ...readOnlyFieldsOf(cityDocumentSchema, cityDetailsSchema),
    // A cleared input sends '' or null: none.
    state: z
      .union([z.literal(''), cityDetailsSchema.shape.state.unwrap()])
      .nullable()
      .optional(),
    country: z
      .union([z.literal(''), cityDetailsSchema.shape.country.unwrap()])
      .nullable()
      .optional(),
  })
  .strict();

export const adminSaveCity = defineRoute({
  operationId: 'adminSaveCity',
  method: 'put',
  path: '/admin-api/cities/{id}',
  summary:
    "Back office (platform operators): add a city or change its name, state, country and whether it is active; the id is the slug of the name (navi-mumbai). The same details again append nothing. A command: it appends CitySaved to the city's stream; venue and game counts stay the read model's. With If-Match (the city's ETag as read), 412 when it changed since.",
  tag: 'Back office',
  auth: 'required',
  idempotent: true,
  params: z.object({ id: cityIdSchema }).strict(),
  headers: ifMatchHeaders,
  body: cityFormSchema,
  successStatus: 200,
  response: z.object({ id: z.string(), saved: z.boolean() }),
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'IDEMPOTENCY_KEY_REUSED', 'PRECONDITION_FAILED'],
});
