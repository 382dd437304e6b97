import { CommandHandler, registerDevRoutes, registerGameCommandRoutes } from '@sports/command-service';
import { TokenService, createApi, defaultTokenLifetimes, mountApiDocs } from '@sports/service-kit';
import { openStores } from '../adapters';
import { loadConfig } from '../config';
import { API_INFO } from '../createPlatform';
import { listen } from './serve';

/** The command service alone: PUT/POST/DELETE under /api, appending to the configured event store. */
const config = loadConfig();
const { eventStore, documents } = await openStores(config);
await documents.close(); // the write side needs no read models
const tokens = new TokenService({ secret: config.jwtSecret, issuer: config.jwtIssuer, ...defaultTokenLifetimes });
const handler = new CommandHandler(eventStore);
const api = createApi({ tokens }, { bodyLimitBytes: config.bodyLimitBytes });
registerGameCommandRoutes(api, handler);
if (config.devEndpoints) registerDevRoutes(api, handler, tokens);
api.app.get('/health', (c) => c.json({ status: 'ok' }));
mountApiDocs(api, { ...API_INFO, title: 'Sports platform commands' });
listen(api.app, config.port, config.host, 'command-service', () => eventStore.close());
