import { Hono } from 'hono';
import { ProjectionRunner, allProjections } from '@sports/projections';
import { openStores } from '../adapters';
import { loadConfig } from '../config';
import { listen } from './serve';

/** The projector alone: follows the event log and writes every read model; /health reports its position. */
const config = loadConfig();
const { eventStore, documents } = await openStores(config);
const runner = new ProjectionRunner(eventStore, documents, allProjections);
const head = await eventStore.headPosition();
await runner.start();
let ready = false;
void runner.waitFor(head, 24 * 3_600_000).then(() => (ready = true));
const app = new Hono();
app.get('/health', (c) => c.json({ status: ready ? 'ok' : 'starting', position: String(runner.position ?? 0n) }, ready ? 200 : 503));
listen(app, config.port, config.host, 'projector', async () => {
  await runner.stop();
  await eventStore.close();
  await documents.close();
});
