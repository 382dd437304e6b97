import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Encoding } from './compressedFiles';

/**
 * LCP of `/` on a phone: a visitor's `/` arrives with its first screen already
 * drawn by the player UI's own components (ui-player/src/ssr, built into ui-player/dist-server).
 * The drawing is shared by every visitor and kept for FRESH_MS: the app in the browser asks for the
 * list again and draws the live page over it. Anything that goes wrong serves the plain page.
 */
const FRESH_MS = 2_000;
/** A drawing slower than this is not worth the wait: the plain page goes out, the drawing finishes for the next visitor. */
const WAIT_MS = 250;
const ROOT = '<div id="root"></div>';

interface Renderer {
  VISITOR_FIRST_LIST: string;
  renderFirstScreen(listReply: Promise<Response>): Promise<string | null>;
}

interface Drawn {
  at: number;
  /** The index.html it was drawn into (its key: size and time). */
  pageKey: string;
  html: Buffer;
  compressed: Map<Encoding, Buffer>;
}

export interface FirstScreen {
  /** index.html with the first screen drawn into #root, compressed for `encoding`; null: serve the plain page. */
  page(pageKey: string, indexHtml: Buffer, encoding: Encoding | null): Promise<Buffer | null>;
}

/** The built renderer, or null when the player UI's server build is not there (the plain page then). */
export async function loadFirstScreen(
  distServerDir: string,
  askList: (url: string) => Promise<Response>,
  onError: (error: unknown) => void,
): Promise<FirstScreen | null> {
  const file = join(distServerDir, 'firstScreen.js');
  if (!existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as Renderer;
  let drawn: Drawn | null = null;
  let drawing: Promise<Drawn | null> | null = null;

  const draw = (pageKey: string, indexHtml: Buffer): Promise<Drawn | null> => {
    drawing ??= (async () => {
      try {
        const markup = await renderer.renderFirstScreen(askList(renderer.VISITOR_FIRST_LIST));
        const page = indexHtml.toString('utf8');
        if (markup === null || !page.includes(ROOT)) return null;
        // Inert and hidden from assistive technology: until the app takes over, the drawing is a picture of
        // the page, not something to press or read twice.
        const html = Buffer.from(
          page.replace(ROOT, `<div id="root"><div data-server-drawn inert aria-hidden="true">${markup}</div></div>`),
          'utf8',
        );
        drawn = { at: Date.now(), pageKey, html, compressed: new Map() };
        return drawn;
      } catch (error) {
        onError(error);
        return null;
      } finally {
        drawing = null;
      }
    })();
    return drawing;
  };

  const timeout = () => sleep(WAIT_MS, null, { ref: false });

  return {
    async page(pageKey, indexHtml, encoding) {
      let current: Drawn | null = drawn;
      if (!current || current.pageKey !== pageKey || Date.now() - current.at > FRESH_MS) {
        const next = draw(pageKey, indexHtml);
        // A recent drawing of the same page serves while the next one is made.
        current =
          current && current.pageKey === pageKey && Date.now() - current.at <= 4 * FRESH_MS
            ? current
            : await Promise.race([next, timeout()]);
      }
      if (!current) return null;
      if (!encoding) return current.html;
      let bytes = current.compressed.get(encoding);
      if (!bytes) {
        bytes =
          encoding === 'br'
            ? brotliCompressSync(current.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
            : gzipSync(current.html, { level: 9 });
        current.compressed.set(encoding, bytes);
      }
      return bytes;
    },
  };
}
