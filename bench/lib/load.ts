import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  statusCounts: Record<number, number>;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const percentile = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Closed-loop load: `clients` concurrent keep-alive clients, each sending its next request as
 * soon as the previous answered, for `seconds`. The same tool measures the hello-world ceiling,
 * so the ratio between the two is fair on a noisy shared machine.
 */
export const runLoad = async (options: {
  port: number;
  clients: number;
  seconds: number;
  next: (client: number, n: number) => LoadRequest;
  expectStatus?: number;
}): Promise<LoadResult> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const latencies: number[] = [];
  const statusCounts: Record<number, number> = {};
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const send = (request: LoadRequest) =>
    new Promise<number>((resolve) => {
      const headers: Record<string, string | number> = { ...request.headers };
      if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
      const req = http.request({ host: '127.0.0.1', port: options.port, method: request.method, path: request.path, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      req.end(request.body);
    });
  const client = async (id: number) => {
    for (let n = 0; performance.now() < deadline; n++) {
      const t0 = performance.now();
      const status = await send(options.next(id, n));
      latencies.push(performance.now() - t0);
      statusCounts[status] = (statusCounts[status] ?? 0) + 1;
      if (status !== (options.expectStatus ?? 200)) errors++;
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return { requests: latencies.length, errors, statusCounts, seconds, perSecond: latencies.length / seconds, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
};
