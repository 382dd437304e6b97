import { describe, expect, it } from 'vitest';
import { deterministicEventId, newEventId } from './eventId';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newEventId', () => {
  it('is a version 7, variant 1 UUID carrying the time', () => {
    const id = newEventId(Date.UTC(2026, 10, 22));
    expect(id).toMatch(UUID_V7);
    expect(parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBeGreaterThanOrEqual(Date.UTC(2026, 10, 22));
  });

  it('sorts in creation order, also within one millisecond and past 4096 of them', () => {
    const now = Date.now() + 60_000;
    const ids = Array.from({ length: 10_000 }, () => newEventId(now));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(UUID_V7);
  });
});

describe('deterministicEventId', () => {
  it('is a version 8 UUID that the same name always gives and another name never does', () => {
    const id = deterministicEventId('GameEnded:g1:2026-11-21T14:00:00.000Z');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deterministicEventId('GameEnded:g1:2026-11-21T14:00:00.000Z')).toBe(id);
    expect(deterministicEventId('GameEnded:g2:2026-11-21T14:00:00.000Z')).not.toBe(id);
  });
});
