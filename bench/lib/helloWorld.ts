import { join } from 'node:path';
import { runLoad, type LoadRequest, type LoadResult } from './load';
import { freePort, startNode, stop } from './processes';

/** Starts a small server from this folder, runs the load against it, and stops it. */
const measureServer = async (
  entry: string,
  env: Record<string, string>,
  readyPath: string,
  clients: number,
  seconds: number,
  next: (client: number, n: number) => LoadRequest,
): Promise<LoadResult> => {
  const port = await freePort();
  const child = await startNode(join(import.meta.dirname, entry), { ...env, PORT: String(port) }, `http://127.0.0.1:${port}${readyPath}`);
  try {
    return await runLoad({ port, clients, seconds, next });
  } finally {
    await stop(child);
  }
};

/**
 * The ceiling every benchmark is read against: the smallest Hono app under the same load tool.
 * With `bodyBytes`, it answers a JSON body of that size instead, from memory; with `processes` > 1,
 * as that many node:cluster workers behind one port (the shape of QUERY_WORKERS).
 */
export const measureHelloWorld = (clients: number, seconds: number, bodyBytes?: number, processes = 1): Promise<LoadResult> =>
  measureServer('helloServer.ts', { HELLO_WORKERS: String(processes) }, '/ready', clients, seconds, () => ({
    method: 'GET',
    path: bodyBytes === undefined ? '/' : `/sized/${bodyBytes}`,
  }));

/**
 * The platform's HTTP layers around the game list route answering a constant body of `bodyBytes`
 * (floorServer.ts), under the same requests as the list itself.
 */
export const measureListFloor = (
  clients: number,
  seconds: number,
  bodyBytes: number,
  next: (client: number, n: number) => LoadRequest,
): Promise<LoadResult> =>
  measureServer('floorServer.ts', { BODY_BYTES: String(Math.round(bodyBytes)) }, '/api/vm/activities/all/0/9', clients, seconds, next);
