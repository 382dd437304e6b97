// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteLogPosition, readModelsCaughtUp, resetLogPositions } from './readYourWrites';

const health = (position: number) => new Response(JSON.stringify({ status: 'ok', position: String(position), projections: {} }), { status: 200 });

describe('read-your-writes (x-log-position)', () => {
  afterEach(() => {
    resetLogPositions();
    vi.unstubAllGlobals();
  });

  it('does not ask /health before any command', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await readModelsCaughtUp();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits until /health reports the position of the last command', async () => {
    const positions = [3, 5, 7, 9];
    const fetch = vi.fn(async () => health(positions.shift() ?? 9));
    vi.stubGlobal('fetch', fetch);
    noteLogPosition('7');
    noteLogPosition('4'); // an older reply never lowers what is waited for
    noteLogPosition('not a number');
    await readModelsCaughtUp();
    expect(fetch).toHaveBeenCalledTimes(3);
    await readModelsCaughtUp();
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
