import { CommandHandler, registerGameCommandRoutes } from '@sports/command-service';
import { registerAccessCommandRoutes, registerUserCommandRoutes } from '@sports/command-service';
import { registerImageUploadRoute } from '@sports/command-service';
import { createApi, mountApiDocs } from '@sports/service-kit';
import { mountAccounts, openCredentialStore, tokenServiceFor } from '../accounts';
import { openBlobStore, openStores } from '../adapters';
import { loadConfig } from '../config';
import { API_INFO } from '../createPlatform';
import { listen } from './serve';

/** The command service alone: PUT/POST/DELETE under /api, appending to the configured event store. */
const config = loadConfig();
const { eventStore, documents } = await openStores(config);
await documents.close(); // the write side needs no read models
const tokens = tokenServiceFor(config);
const credentials = await openCredentialStore(config);
const blobs = await openBlobStore(config);
const handler = new CommandHandler(eventStore);
const api = createApi({ tokens }, { bodyLimitBytes: config.bodyLimitBytes });
registerGameCommandRoutes(api, handler);
registerUserCommandRoutes(api, handler);
registerAccessCommandRoutes(api, handler);
mountAccounts(api, config, handler, tokens, credentials);
// Uploads are writes, so they live here; serving them is a GET, so it lives in the query service.
registerImageUploadRoute(api, blobs);
api.app.get('/health', (c) => c.json({ status: 'ok' }));
mountApiDocs(api, { ...API_INFO, title: 'Sports platform commands' });
listen(api.app, config.port, config.host, 'command-service', async () => {
  await eventStore.close();
  await credentials.close();
  await blobs.close();
});
