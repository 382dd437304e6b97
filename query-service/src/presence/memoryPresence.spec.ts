import { describe, expect, it } from 'vitest';
import { liveApi } from '@sports/contracts';
import { presenceContract } from './contract';
import { MemoryPresence } from './memoryPresence';
import { randomViewerId } from './viewerId';

presenceContract('in memory (embedded)', async () => new MemoryPresence());

describe('anonymous viewer ids (spec section 9)', () => {
  it('are 16 letters and digits, different each time', () => {
    const ids = Array.from({ length: 200 }, randomViewerId);
    expect(liveApi.LIVE_VIEWER_ID_LENGTH).toBe(16);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
