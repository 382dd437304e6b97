// Worker threads on Node 20 ignore --import loaders, so the worker registers tsx itself
// before loading the TypeScript projector (nodejs/node#47747).
import { register } from 'tsx/esm/api';

register();
await import('./projectorWorker.ts');
