import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { PublicUrl } from '../publicUrl';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { cart, playerToken, setUpVenue } from '@sports/testing/http/bookingsFixtures';

/**
 * Links in messages and the test gateway's payment page name where players reach the platform:
 * PUBLIC_URL when configured, otherwise this host at the port the server bound, also with PORT=0
 * (the e2e tests' free port), which used to read http://localhost:0/….
 */
let platform: TestPlatform | undefined;
let server: ReturnType<typeof serve> | undefined;
afterEach(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  await platform?.close();
  server = undefined;
  platform = undefined;
});

/** The platform served on a free port of 127.0.0.1, told the port as main.ts and e2e/livePlatform.ts tell it. */
const served = async (env: Record<string, string>): Promise<{ platform: TestPlatform; port: number }> => {
  platform = await startTestStack({ env: { PORT: '0', ...env } });
  const app = platform.app;
  server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  platform.listening(port);
  return { platform, port };
};

/** Books a slot over the network, at the bound port, and answers the payment link the order got. */
const paymentLinkOfABooking = async (live: TestPlatform, port: number): Promise<string> => {
  await setUpVenue(live);
  const token = await playerToken(live, 'priya');
  const response = await fetch(`http://127.0.0.1:${port}/api/b2c/transaction/instantBuy`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(cart('18:00')),
  });
  expect(response.status).toBe(201);
  const { data } = await json(response);
  return data.paymentLink as string;
};

describe('the public URL of links', () => {
  it('follows the bound port without PUBLIC_URL, and keeps a configured one', () => {
    const DATA_DIR = mkdtempSync(join(tmpdir(), 'public-url-'));
    const free = new PublicUrl(loadConfig({ DATA_DIR, PORT: '0' }));
    expect(free.current).toBe('http://localhost:0');
    free.listening(41234);
    expect(free.current).toBe('http://localhost:41234');

    const configured = new PublicUrl(loadConfig({ DATA_DIR, PORT: '0', PUBLIC_URL: 'https://play.example.in/' }));
    configured.listening(41234);
    expect(configured.current).toBe('https://play.example.in');
  });

  it('gives a booking made on a platform started with PORT=0 a payment link at the port it bound', async () => {
    const { platform: live, port } = await served({});
    expect(port).toBeGreaterThan(0);
    const link = await paymentLinkOfABooking(live, port);
    expect(link).toMatch(new RegExp(`^http://localhost:${port}/pay/test/`));
    expect(live.publicUrl.current).toBe(`http://localhost:${port}`);
  }, 60_000);

  it('still links to PUBLIC_URL when one is configured, whatever port the server bound', async () => {
    const { platform: live, port } = await served({ PUBLIC_URL: 'https://play.example.in' });
    const link = await paymentLinkOfABooking(live, port);
    expect(link).toMatch(/^https:\/\/play\.example\.in\/pay\/test\//);
  }, 60_000);
});
