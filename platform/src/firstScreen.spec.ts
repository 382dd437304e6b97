import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFirstScreen } from './firstScreen';

/** The server's drawing of `/`, and the plain page whenever it cannot be had. */
const INDEX = Buffer.from(
  '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>',
);
const dirs: string[] = [];

/** A renderer module as the player UI's server build exports it, with this body for renderFirstScreen. */
const rendererDir = (body: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'first-screen-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'firstScreen.js'),
    `export const VISITOR_FIRST_LIST = '/api/list';\nlet calls = 0;\nexport async function renderFirstScreen(listReply) {\n  calls += 1;\n${body}\n}`,
  );
  return dir;
};
const listReply = (url: string) => Promise.resolve(new Response(JSON.stringify({ url })));
const errors: unknown[] = [];
const onError = (error: unknown) => errors.push(error);

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  errors.length = 0;
});

describe('first screen drawn into index.html', () => {
  it('puts the markup inside #root, inert and hidden from assistive technology, compressed on request', async () => {
    const screen = (await loadFirstScreen(
      rendererDir(`const { url } = await (await listReply).json(); return '<p>' + url + ' ' + calls + '</p>';`),
      listReply,
      onError,
    ))!;
    const page = (await screen.page('k1', INDEX, null))!.toString('utf8');
    expect(page).toContain('<div id="root"><div data-server-drawn inert aria-hidden="true"><p>/api/list 1</p></div></div>');
    expect(page).toContain('<script type="module" src="/a.js"></script>');
    // Shared by every visitor while fresh: drawn once.
    expect(gunzipSync((await screen.page('k1', INDEX, 'gzip'))!).toString('utf8')).toBe(page);
    // A new build of the page (another key) is drawn again.
    expect((await screen.page('k2', INDEX, null))!.toString('utf8')).toContain('<p>/api/list 2</p>');
    expect(errors).toEqual([]);
  });

  it('serves the plain page when there is no server build, the drawing fails, gives up or is slow', async () => {
    expect(await loadFirstScreen(join(tmpdir(), 'no-such-build'), listReply, onError)).toBeNull();

    const failing = (await loadFirstScreen(rendererDir(`throw new Error('list down');`), listReply, onError))!;
    expect(await failing.page('k', INDEX, null)).toBeNull();
    expect(String(errors[0])).toContain('list down');

    const givingUp = (await loadFirstScreen(rendererDir('return null;'), listReply, onError))!;
    expect(await givingUp.page('k', INDEX, null)).toBeNull();

    const noRoot = (await loadFirstScreen(rendererDir(`return '<p>x</p>';`), listReply, onError))!;
    expect(await noRoot.page('k', Buffer.from('<html><body><main></main></body></html>'), null)).toBeNull();

    // Slower than the wait: this visitor gets the plain page, the next one the finished drawing.
    const slow = (await loadFirstScreen(
      rendererDir(`await new Promise((r) => setTimeout(r, 600)); return '<p>slow</p>';`),
      listReply,
      onError,
    ))!;
    expect(await slow.page('k', INDEX, null)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await slow.page('k', INDEX, null))!.toString('utf8')).toContain('<p>slow</p>');
  });
});
