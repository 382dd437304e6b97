import { describe, expect, it } from 'vitest';
import { SessionCheck } from './sessionCheck';

/** The cache in front of the ended-session lookup. */
describe('SessionCheck', () => {
  const setup = () => {
    const ended = new Set<string>();
    const asked: string[] = [];
    let now = 0;
    const check = new SessionCheck(
      {
        isSessionEnded: async (id) => {
          asked.push(id);
          return ended.has(id);
        },
      },
      { recheckMs: 1_000, now: () => now },
    );
    return { check, ended, asked, later: (ms: number) => (now += ms) };
  };

  it('asks the store once per session while the answer is fresh, and concurrent first asks share it', async () => {
    const { check, asked } = setup();
    expect(await Promise.all([check.isEnded('s1'), check.isEnded('s1')])).toEqual([false, false]);
    expect(check.isEnded('s1')).toBe(false);
    expect(asked).toEqual(['s1']);
  });

  it("sees another process's logout once a live answer is older than the recheck time; an ended session stays ended", async () => {
    const { check, ended, asked, later } = setup();
    expect(await check.isEnded('s1')).toBe(false);
    ended.add('s1');
    later(999);
    expect(check.isEnded('s1')).toBe(false);
    later(2);
    expect(await check.isEnded('s1')).toBe(true);
    later(1_000_000);
    expect(check.isEnded('s1')).toBe(true);
    expect(asked).toEqual(['s1', 's1']);
  });

  it('refuses at once a session ended in this process, without asking', () => {
    const { check, asked } = setup();
    check.markEnded('s2');
    expect(check.isEnded('s2')).toBe(true);
    expect(asked).toEqual([]);
  });
});
