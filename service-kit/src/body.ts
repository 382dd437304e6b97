import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { HttpProblem } from './problem';
import { requestHeader } from './requestHeader';

const tooLarge = (limit: number) => new HttpProblem('PAYLOAD_TOO_LARGE', `The body is larger than ${limit} bytes`, 'body');

const declaredLength = (header: string | null | undefined): number | null => {
  if (!header) return null;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
};

/** Reads the Node request stream itself: the web Request @hono/node-server would build for it costs more than a command. */
const readIncoming = (incoming: IncomingMessage, limit: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        incoming.removeAllListeners('data');
        incoming.resume(); // drain the rest so the connection stays usable
        reject(tooLarge(limit));
      } else chunks.push(chunk);
    });
    incoming.once('end', () => resolve(Buffer.concat(chunks, size)));
    incoming.once('error', reject);
  });

const readWebRequest = async (request: Request, limit: number): Promise<Buffer> => {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
};

/**
 * The request body as bytes, refused with 413 PAYLOAD_TOO_LARGE past `limit` bytes: at once when
 * Content-Length says so, otherwise as soon as the stream passes the limit (chunked uploads).
 */
export const readBodyBytes = (c: Context, limit: number): Promise<Buffer> => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const length = declaredLength(requestHeader(c, 'content-length'));
  if (length !== null && length > limit) return Promise.reject(tooLarge(limit));
  if (incoming && typeof incoming.on === 'function') {
    // Neither Content-Length nor Transfer-Encoding: a request without a body (RFC 9112 section 6.3).
    const bodiless = length === null && incoming.headers['transfer-encoding'] === undefined;
    if (length === 0 || bodiless || incoming.readableEnded) return Promise.resolve(Buffer.alloc(0));
    return readIncoming(incoming, limit);
  }
  return readWebRequest(c.req.raw, limit);
};

/** The request body as UTF-8 text, with the same limit. */
export const readBodyText = async (c: Context, limit: number): Promise<string> => (await readBodyBytes(c, limit)).toString('utf8');
