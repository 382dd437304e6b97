import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PresenceStore } from './port';

/** The one contract every PresenceStore adapter passes (spec section 4 "Live viewers"); game ids are unique so a shared server works. */
export function presenceContract(name: string, open: () => Promise<PresenceStore>): void {
  const game = () => `g-${randomUUID()}`;

  describe(`presence store contract: ${name}`, () => {
    it('counts a viewer while connected and drops the entry on disconnect', async () => {
      const store = await open();
      const activityId = game();
      expect(await store.count(activityId)).toBe(0);
      const ana = await store.enter(activityId, 'ana', 1_000);
      const bob = await store.enter(activityId, 'bob', 1_001);
      expect(await store.count(activityId)).toBe(2);
      await store.leave(ana);
      expect(await store.count(activityId)).toBe(1);
      await store.leave(ana); // leaving twice changes nothing
      expect(await store.count(activityId)).toBe(1);
      await store.leave(bob);
      expect(await store.count(activityId)).toBe(0);
      await store.close();
    });

    it('keys entries {viewerId}_{timestamp}, one per connection, even in the same millisecond; a viewer counts once', async () => {
      const store = await open();
      const activityId = game();
      const first = await store.enter(activityId, 'ana', 5_000);
      const second = await store.enter(activityId, 'ana', 5_000);
      expect(first.entryKey).toBe('ana_5000');
      expect(second.entryKey).not.toBe(first.entryKey);
      expect(second.entryKey).toMatch(/^ana_\d+$/);
      expect(await store.count(activityId)).toBe(1);
      await store.leave(first);
      expect(await store.count(activityId)).toBe(1);
      await store.leave(second);
      expect(await store.count(activityId)).toBe(0);
      await store.close();
    });

    it('keeps each game to itself', async () => {
      const store = await open();
      const [a, b] = [game(), game()];
      await store.enter(a, 'ana', 1);
      expect(await store.count(a)).toBe(1);
      expect(await store.count(b)).toBe(0);
      await store.close();
    });

    it('tells watchers every new count until they unsubscribe', async () => {
      const store = await open();
      const activityId = game();
      const seen: number[] = [];
      const stop = store.watch(activityId, (count) => seen.push(count));
      const ana = await store.enter(activityId, 'ana', 1);
      const bob = await store.enter(activityId, 'bob', 2);
      await store.leave(ana);
      await expect.poll(() => seen).toEqual([1, 2, 1]);
      stop();
      await store.leave(bob);
      expect(seen).toEqual([1, 2, 1]);
      await store.close();
    });
  });
}
