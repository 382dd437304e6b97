import { connect, type Socket } from 'node:net';

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

/** HTTP/1.1 request bytes written by hand: the load tool shares the machine with the server, so it must stay cheap. */
const encode = (request: LoadRequest, port: number): Buffer => {
  const body = request.body === undefined ? null : Buffer.from(request.body);
  let head = `${request.method} ${request.path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nconnection: keep-alive\r\n`;
  for (const [name, value] of Object.entries(request.headers ?? {})) head += `${name}: ${value}\r\n`;
  if (body) head += `content-length: ${body.length}\r\n`;
  head += '\r\n';
  return body ? Buffer.concat([Buffer.from(head, 'latin1'), body]) : Buffer.from(head, 'latin1');
};

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');

/**
 * Length of the first complete response in `data` and its status, or null while incomplete.
 * Handles Content-Length and chunked bodies, which is all a Hono server sends.
 */
const completeResponse = (data: Buffer): { length: number; status: number } | null => {
  const headerEnd = data.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = data.toString('latin1', 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const total = headerEnd + 4 + Number(length[1]);
    return data.length >= total ? { length: total, status } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const end = data.indexOf(CHUNKED_END, headerEnd);
    if (end >= 0) return { length: end + CHUNKED_END.length, status };
    // an empty chunked body is just "0\r\n\r\n" right after the headers
    if (data.subarray(headerEnd + 4, headerEnd + 9).toString('latin1') === '0\r\n\r\n') return { length: headerEnd + 9, status };
    return null;
  }
  return { length: headerEnd + 4, status }; // no body
};

/** One keep-alive connection that sends a request and resolves with the status of its response. */
class Connection {
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: ((status: number) => void) | null = null;

  private constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
      const response = completeResponse(this.buffered);
      if (!response) return;
      this.buffered = this.buffered.subarray(response.length);
      const resolve = this.waiting;
      this.waiting = null;
      resolve?.(response.status);
    });
    const fail = () => {
      const resolve = this.waiting;
      this.waiting = null;
      resolve?.(0);
    };
    socket.on('error', fail);
    socket.on('close', fail);
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port }, () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  send(bytes: Buffer): Promise<number> {
    if (this.socket.destroyed) return Promise.resolve(0);
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.socket.write(bytes);
    });
  }

  close(): void {
    this.socket.destroy();
  }
}

/**
 * Closed-loop load: `clients` concurrent keep-alive connections, each sending its next request
 * as soon as the previous answered, for `seconds`. The same tool measures the hello-world
 * ceiling, so the ratio between the two is fair on a noisy shared machine.
 */
export const runLoad = async (options: {
  port: number;
  clients: number;
  seconds: number;
  next: (client: number, n: number) => LoadRequest;
  expectStatus?: number;
}): Promise<LoadResult> => {
  const connections = await Promise.all(Array.from({ length: options.clients }, () => Connection.open(options.port)));
  const latencies: number[] = [];
  const statusCounts: Record<number, number> = {};
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const client = async (id: number) => {
    let connection = connections[id]!;
    for (let n = 0; performance.now() < deadline; n++) {
      const bytes = encode(options.next(id, n), options.port);
      const t0 = performance.now();
      const status = await connection.send(bytes);
      if (status === 0) {
        connection.close(); // the server closed it: count the failure and reconnect
        connection = await Connection.open(options.port);
      }
      latencies.push(performance.now() - t0);
      statusCounts[status] = (statusCounts[status] ?? 0) + 1;
      if (status !== (options.expectStatus ?? 200)) errors++;
    }
    connection.close();
  };
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    errors,
    statusCounts,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
};

/**
 * One client asking two servers the same requests in turn (the first server first on even turns,
 * the second first on odd ones), one at a time: both are measured under the same moments of a
 * shared machine's load, so the ratio of their latencies keeps only what differs between them.
 */
export const runPairedLoad = async (options: {
  ports: readonly [number, number];
  seconds: number;
  next: (client: number, n: number) => LoadRequest;
}): Promise<[LoadResult, LoadResult]> => {
  const connections = await Promise.all(options.ports.map((port) => Connection.open(port)));
  const latencies: [number[], number[]] = [[], []];
  const statusCounts: [Record<number, number>, Record<number, number>] = [{}, {}];
  const errors = [0, 0];
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  for (let n = 0; performance.now() < deadline; n++) {
    const request = options.next(0, n);
    for (const side of n % 2 === 0 ? [0, 1] : [1, 0]) {
      const bytes = encode(request, options.ports[side]!);
      const t0 = performance.now();
      const status = await connections[side]!.send(bytes);
      if (status === 0) {
        connections[side]!.close();
        connections[side] = await Connection.open(options.ports[side]!);
      }
      latencies[side]!.push(performance.now() - t0);
      statusCounts[side]![status] = (statusCounts[side]![status] ?? 0) + 1;
      if (status !== 200) errors[side]!++;
    }
  }
  for (const connection of connections) connection.close();
  const seconds = (performance.now() - started) / 1000;
  const result = (side: 0 | 1): LoadResult => {
    const sorted = Float64Array.from(latencies[side]).sort();
    return {
      requests: sorted.length,
      errors: errors[side]!,
      statusCounts: statusCounts[side],
      seconds,
      perSecond: sorted.length / seconds,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
    };
  };
  return [result(0), result(1)];
};
