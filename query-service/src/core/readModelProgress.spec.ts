import { describe, expect, it } from 'vitest';
import { checkpointProgress } from './readModelProgress';

/** The query service on its own (production) knows the read models' progress by their checkpoints only. */
describe('checkpointProgress', () => {
  const setUp = () => {
    const checkpoints = new Map<string, bigint | null>([
      ['games', 5n],
      ['participants', 3n],
    ]);
    const progress = checkpointProgress(
      { getCheckpoint: async (name) => checkpoints.get(name) ?? null },
      ['games', 'participants'],
      { headPosition: async () => 9n },
      5,
    );
    return { checkpoints, progress };
  };

  it('counts a position reached once every read model has passed it (the lowest checkpoint)', async () => {
    const { checkpoints, progress } = setUp();
    expect(progress.applied()).toBeNull();
    const waited = progress.reached(5n, 2_000);
    setTimeout(() => checkpoints.set('participants', 6n), 20);
    await expect(waited).resolves.toBe(true);
    expect(progress.applied()).toBe(5n);
    expect(await progress.head()).toBe(9n);
  });

  it('gives up after its time, answering false', async () => {
    const { progress } = setUp();
    await expect(progress.reached(8n, 30)).resolves.toBe(false);
    expect(progress.applied()).toBe(3n);
  });

  it('a read model never written holds every position back', async () => {
    const { checkpoints, progress } = setUp();
    checkpoints.set('games', null);
    await expect(progress.reached(1n, 20)).resolves.toBe(false);
  });

  it('standing sums the checkpoints, leaving out read models with none, and moves applied() as a wait would', async () => {
    const { checkpoints, progress } = setUp();
    expect(await progress.standing()).toBe(8n);
    expect(progress.applied()).toBe(3n);
    checkpoints.set('participants', null);
    expect(await progress.standing()).toBe(5n);
    checkpoints.set('games', null);
    expect(await progress.standing()).toBeNull();
    expect(progress.applied()).toBe(3n);
  });
});
