import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { createPlatform } from './createPlatform';
import { createLogger } from './observability/logger';
import { explainDamagedFile } from './embeddedFiles/checkAtStart';

/** `npm start`: the whole platform on one port. */
const config = loadConfig();
// A damaged event log or credential store stops the start with what to do, not a stack trace (docs/operations.md "Damaged files").
const platform = await createPlatform(config, { logger: createLogger('platform', config.logLevel) }).catch(explainDamagedFile);
const server = serve({ fetch: platform.app.fetch, port: config.port, hostname: config.host }, (info) => {
  platform.listening(info.port);
  console.log(
    `Sports platform (${config.environment}, ${config.storage} storage) on http://localhost:${info.port} (listening on ${config.host})  ·  player UI /  ·  back office /admin  ·  API docs /docs`,
  );
  // Say plainly what development turns on, so nobody mistakes it for production.
  if (config.environment === 'development')
    console.log('Development mode: /api/dev/* (tokens for any user, the code outbox) is on; NODE_ENV=production turns it off');
  if (config.storage === 'embedded') console.log(`Data in ${config.dataDir}`);
});
void platform.caughtUp.then(() => console.log(`Read models caught up at position ${platform.runner.position ?? 0n}`));

const shutdown = async () => {
  server.close();
  await platform.close();
  process.exit(0);
};
// A signal handler takes no promise; a failed close is an unhandled rejection, which ends the process all the same.
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
