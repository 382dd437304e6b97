import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';

/** Spec section 7 "image upload, cover add and remove": POST and GET /api/vm/media/images. */
const SIGNATURES = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/webp': [...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
} as const;
type ImageType = keyof typeof SIGNATURES;

/** An image as far as the upload can tell: the type's magic number, then varied bytes (every byte value, to catch any text decoding). */
const image = (type: ImageType, size = 4096) => {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 7 + 3) % 256;
  Buffer.from(SIGNATURES[type]).copy(bytes);
  return bytes;
};

let platform: TestPlatform;
let token = '';
const blobsDir = () => join(platform.config.dataDir, 'blobs');
/** Every file under DATA_DIR/blobs: what a rejected upload must not change. */
const storedFiles = () =>
  existsSync(blobsDir())
    ? readdirSync(blobsDir(), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
        .sort()
    : [];

const upload = (body: Uint8Array<ArrayBuffer> | string, contentType?: string, auth: string | undefined = token) =>
  platform.app.request('/api/vm/media/images', {
    method: 'POST',
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    body,
  });

const multipart = (file: Uint8Array<ArrayBuffer>, type: string, field = 'file') => {
  const form = new FormData();
  form.append(field, new Blob([file], { type }), 'cover.bin');
  return new Request('http://local/', { method: 'POST', body: form });
};

const uploadForm = async (request: Request) =>
  platform.app.request('/api/vm/media/images', {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type')!, authorization: `Bearer ${token}` },
    body: new Uint8Array(await request.arrayBuffer()),
  });

beforeAll(async () => {
  platform = await startTestStack();
  token = await platform.tokenFor('media-player');
});
afterAll(() => platform.close());

describe('uploading an image', () => {
  it('stores a PNG sent as raw bytes and serves exactly those bytes back, cacheable for a year', async () => {
    const bytes = image('image/png', 100_000);
    const response = await upload(bytes, 'image/png');
    expect(response.status).toBe(201);
    const { message, data } = await json(response);
    expect(message).toBe('success');
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      url: `/api/vm/media/images/${data.id}`,
      contentType: 'image/png',
      size: 100_000,
    });
    expect(response.headers.get('location')).toBe(data.url);

    const served = await platform.request('GET', data.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(
      Object.fromEntries(
        ['content-type', 'content-length', 'cache-control', 'x-content-type-options', 'etag'].map((h) => [h, served.headers.get(h)]),
      ),
    ).toEqual({
      'content-type': 'image/png',
      'content-length': '100000',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: `"${data.id}"`,
    });
  });

  it('takes JPEG and WebP too, and keeps each type as declared', async () => {
    for (const type of ['image/jpeg', 'image/webp'] as const) {
      const bytes = image(type);
      const { data } = await json(await upload(bytes, `${type}; charset=binary`));
      expect(data.contentType).toBe(type);
      const served = await platform.request('GET', data.url);
      expect([served.headers.get('content-type'), Buffer.from(await served.arrayBuffer()).equals(bytes)]).toEqual([type, true]);
    }
  });

  it('takes multipart/form-data with the image in the field "file"', async () => {
    const bytes = image('image/webp', 20_000);
    const response = await uploadForm(multipart(bytes, 'image/webp'));
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(data).toMatchObject({ contentType: 'image/webp', size: 20_000 });
    expect(Buffer.from(await (await platform.request('GET', data.url)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('accepts an image of exactly the 5 MiB limit', async () => {
    const response = await upload(image('image/jpeg', MAX_IMAGE_BYTES), 'image/jpeg');
    expect([response.status, (await json(response)).data.size]).toEqual([201, MAX_IMAGE_BYTES]);
  });

  it('answers the If-None-Match of a cached copy with 304 and HEAD with the headers alone', async () => {
    const { data } = await json(await upload(image('image/png'), 'image/png'));
    const cached = await platform.request('GET', data.url, { headers: { 'if-none-match': `"${data.id}"` } });
    expect([cached.status, await cached.text()]).toEqual([304, '']);
    const head = await platform.app.request(data.url, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), head.headers.get('content-type'), await head.text()]).toEqual([
      200,
      '4096',
      'image/png',
      '',
    ]);
  });
});

describe('uploads that are refused, leaving nothing behind', () => {
  let before: string[] = [];
  let eventsBefore = 0;
  beforeAll(async () => {
    before = storedFiles();
    eventsBefore = await platform.eventCount();
  });

  it('401 UNAUTHENTICATED without a token', async () => {
    await expectProblem(await upload(image('image/png'), 'image/png', ''), 401, 'UNAUTHENTICATED');
  });

  it('413 PAYLOAD_TOO_LARGE one byte past 5 MiB, raw, streamed without a length, or as a form', async () => {
    await expectProblem(await upload(image('image/png', MAX_IMAGE_BYTES + 1), 'image/png'), 413, 'PAYLOAD_TOO_LARGE');
    const chunks = [image('image/png', MAX_IMAGE_BYTES), Buffer.from([1])];
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const response = await platform.app.request('/api/vm/media/images', {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    await expectProblem(response, 413, 'PAYLOAD_TOO_LARGE');
    await expectProblem(await uploadForm(multipart(image('image/png', MAX_IMAGE_BYTES), 'image/png')), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('415 UNSUPPORTED_MEDIA_TYPE for anything but JPEG, PNG, WebP (or a form holding one), and without a type', async () => {
    for (const type of ['text/plain', 'image/gif', 'image/svg+xml', 'application/octet-stream', 'application/json', undefined]) {
      await expectProblem(await upload(image('image/png'), type), 415, 'UNSUPPORTED_MEDIA_TYPE', 'content-type');
    }
    await expectProblem(await uploadForm(multipart(image('image/png'), 'text/html')), 415, 'UNSUPPORTED_MEDIA_TYPE', 'file');
  });

  it('422 INVALID_IMAGE when the bytes are not what the declared type says', async () => {
    await expectProblem(await upload(image('image/jpeg'), 'image/png'), 422, 'INVALID_IMAGE', 'body');
    await expectProblem(await upload('<html><script>alert(1)</script></html>', 'image/webp'), 422, 'INVALID_IMAGE', 'body');
    await expectProblem(await upload(new Uint8Array(0), 'image/jpeg'), 422, 'INVALID_IMAGE', 'body');
    await expectProblem(await uploadForm(multipart(Buffer.from('GIF89a....'), 'image/png')), 422, 'INVALID_IMAGE', 'file');
  });

  it('400 VALIDATION_FAILED for a form without exactly one file in "file"', async () => {
    await expectProblem(await uploadForm(multipart(image('image/png'), 'image/png', 'photo')), 400, 'VALIDATION_FAILED', 'file');
    const twoFiles = new FormData();
    twoFiles.append('file', new Blob([image('image/png')], { type: 'image/png' }), 'a.png');
    twoFiles.append('file', new Blob([image('image/png')], { type: 'image/png' }), 'b.png');
    await expectProblem(
      await uploadForm(new Request('http://local/', { method: 'POST', body: twoFiles })),
      400,
      'VALIDATION_FAILED',
      'file',
    );
    await expectProblem(await upload('not a form', 'multipart/form-data; boundary=xyz'), 400, 'VALIDATION_FAILED', 'body');
  });

  it('wrote no file and no event for any of them', async () => {
    expect(storedFiles()).toEqual(before);
    expect(await platform.eventCount()).toBe(eventsBefore);
  });
});

describe('serving images', () => {
  it('404 IMAGE_NOT_FOUND for unknown ids and anything that is not an image id, traversal attempts included', async () => {
    const { data } = await json(await upload(image('image/png'), 'image/png'));
    for (const id of [
      '0'.repeat(32),
      data.id.toUpperCase(),
      `${data.id}.json`,
      `${data.id}.bin`,
      '..%2F..%2Fetc%2Fpasswd',
      '..%2F..%2F..%2Fdata%2Fjwt-secret',
      '...',
      '.%2E%2F',
      'x'.repeat(500),
    ]) {
      await expectProblem(await platform.request('GET', `/api/vm/media/images/${id}`), 404, 'IMAGE_NOT_FOUND', 'id');
    }
    // Dot segments, encoded or not, are resolved by the URL before routing: such paths reach no endpoint at all.
    for (const path of ['/api/vm/media/images/../../../etc/passwd', '/api/vm/media/images/%2e%2e/%2e%2e/jwt-secret']) {
      await expectProblem(await platform.request('GET', path), 404, 'ROUTE_NOT_FOUND');
    }
  });

  it('is public: no token needed', async () => {
    const { data } = await json(await upload(image('image/jpeg'), 'image/jpeg'));
    expect((await platform.request('GET', data.url)).status).toBe(200);
  });

  it('both operations are in /openapi.json with their media types', async () => {
    const doc = await json(await platform.request('GET', '/openapi.json'));
    const path = doc.paths['/api/vm/media/images'].post;
    expect(path.operationId).toBe('uploadImage');
    expect(Object.keys(path.requestBody.content)).toEqual(['image/jpeg', 'image/png', 'image/webp', 'multipart/form-data']);
    expect(Object.keys(path.responses).sort()).toEqual(['201', '400', '401', '413', '415', '422']);
    const get = doc.paths['/api/vm/media/images/{id}'].get;
    expect([get.operationId, Object.keys(get.responses[200].content), get.security]).toEqual([
      'getImage',
      ['image/jpeg', 'image/png', 'image/webp'],
      [],
    ]);
  });
});

describe('over a real socket (the Node request stream path of the body reader)', () => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Chunked when no content-length is given, the way a streaming client sends. */
  const send = (chunks: Buffer[], headers: Record<string, string>) =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/vm/media/images',
          headers: { authorization: `Bearer ${token}`, ...headers },
        },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (d: Buffer) => parts.push(d));
          res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(parts) }));
        },
      );
      req.on('error', reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });

  it('uploads in chunks byte-exactly and refuses a chunked body past the cap', async () => {
    const bytes = image('image/png', 300_000);
    const ok = await send([bytes.subarray(0, 1000), bytes.subarray(1000)], { 'content-type': 'image/png' });
    expect(ok.status).toBe(201);
    const { url } = JSON.parse(ok.body.toString()).data;
    const served = await fetch(`http://127.0.0.1:${port}${url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const big = await send([image('image/png', MAX_IMAGE_BYTES), Buffer.from([0])], { 'content-type': 'image/png' });
    expect([big.status, JSON.parse(big.body.toString()).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });
});
