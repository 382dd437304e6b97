import { serve } from '@hono/node-server';
import { gamesApi } from '@sports/contracts';
import { JsonText, createApi } from '@sports/service-kit';
import { benchTokens } from './platform';

/**
 * The floor under the game list: the platform's own HTTP layers (createApi's middleware, the
 * route's token check and zod validation, the reply's headers) around the list route, answering
 * a constant body of the mean list reply's size instead of querying. No query, however fast, can
 * make the list answer faster than this. With one route bound instead of the platform's 259,
 * routing costs less here, so it is a floor, not an estimate.
 */
const api = createApi({ tokens: benchTokens() });
const body = Buffer.from(JSON.stringify({ data: 'x'.repeat(Math.max(0, Number(process.env.BODY_BYTES) - 11)) }));
api.bind(gamesApi.listGames, async () => ({ body: new JsonText(body) as never }));
serve({ fetch: api.app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
