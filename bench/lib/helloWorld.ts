import { join } from 'node:path';
import { runLoad, type LoadResult } from './load';
import { freePort, startNode, stop } from './processes';

/**
 * The ceiling every benchmark is read against: the smallest Hono app under the same load tool.
 * With `bodyBytes`, it answers a JSON body of that size instead, from memory.
 */
export const measureHelloWorld = async (clients: number, seconds: number, bodyBytes?: number): Promise<LoadResult> => {
  const port = await freePort();
  const child = await startNode(join(import.meta.dirname, 'helloServer.ts'), { PORT: String(port) }, `http://127.0.0.1:${port}/`);
  try {
    return await runLoad({ port, clients, seconds, next: () => ({ method: 'GET', path: bodyBytes === undefined ? '/' : `/sized/${bodyBytes}` }) });
  } finally {
    await stop(child);
  }
};
