import type { Hono } from 'hono';
import { ID_PATTERN, catalogueStreams, type Actor } from '@sports/contracts';
import { mayOnOrg } from '@sports/shared-rules';
import type { EventStore } from '@sports/event-store';
import { HttpProblem, requestHeader, type TokenService } from '@sports/service-kit';

/** True when the organisation was registered (its stream opens with OrganisationRegistered). */
export const organisationExists = async (events: EventStore, orgId: string): Promise<boolean> => {
  const [first] = await events.readStream(catalogueStreams.organisation(orgId), { maxCount: 1 });
  return first?.type === 'OrganisationRegistered';
};

/** The caller behind the request's access token, or null (no token or a bad one: the route itself answers 401). */
const actorOf = (tokens: TokenService, authorization: string | undefined, tokenHeader: string | undefined): Actor | null => {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : tokenHeader;
  if (!token) return null;
  try {
    return tokens.verifyAccess(token);
  } catch {
    return null;
  }
};

/**
 * Every route under /org-api/{orgId}/… works on an organisation that exists;
 * an unknown one (`__proto__`, a typo, a random id) is 404 ORGANISATION_NOT_FOUND on `orgId`
 * instead of access granted, records saved or empty lists in an organisation nobody registered.
 * PUT /org-api/{orgId} itself is how an organisation comes to exist, so it is left alone.
 *
 * Only a caller with rights on that organisation id (admins, its staff and managers by their
 * token's scope) learns that it does not exist; anyone else goes on to the route, which refuses
 * them (401/403) exactly as for a real organisation, so ids cannot be probed. Mounted before every
 * route of the app (Hono runs handlers in the order they are added). Reads the organisation's
 * stream, not a read model, so an organisation registered a moment ago is already known.
 */
export const refuseUnknownOrganisations = (app: Hono, deps: { tokens: TokenService; events: EventStore }): void => {
  app.use('/org-api/:orgId/*', async (c, next) => {
    const orgId = c.req.param('orgId');
    const [, , , ...rest] = c.req.path.split('/');
    if (rest.filter(Boolean).length === 0 || !ID_PATTERN.test(orgId)) return next();
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- Hono types a path middleware's input `any`; `c` is this request's own context
    const actor = actorOf(deps.tokens, requestHeader(c, 'authorization'), requestHeader(c, 'token'));
    if (!mayOnOrg(actor, 'readOrg', orgId)) return next();
    if (!(await organisationExists(deps.events, orgId)))
      throw new HttpProblem('ORGANISATION_NOT_FOUND', 'No organisation is registered under this id', 'orgId');
    return next();
  });
};
