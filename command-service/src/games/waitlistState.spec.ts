import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@sports/contracts';
import { evolveGame, initialGameState, type GameState } from './gameState';
import { nextInLine, waitlistPosition } from './waitlistState';

const activityId = 'g-1';
const queued = (id: string): GameEvent => ({ type: 'PlayerJoinedWaitlist', data: { activityId, player: { id, name: id } } });
const left = (userId: string): GameEvent => ({ type: 'PlayerLeftWaitlist', data: { activityId, userId } });
const offered = (userId: string): GameEvent => ({
  type: 'WaitlistPlaceOffered',
  data: { activityId, userId, expiresAt: '2026-12-01T10:00:00.000Z' },
});
const fold = (events: GameEvent[], from: GameState = initialGameState()) => events.reduce(evolveGame, from);

describe('the waitlist in the game decider (spec section 4; O(1) a join)', () => {
  it('keeps the line in the order players queued, through leaves and a return to its end', () => {
    const state = fold([queued('a'), queued('b'), queued('c'), left('a'), queued('d'), queued('a')]);
    expect(['b', 'c', 'd', 'a'].map((id) => waitlistPosition(state, id))).toEqual([1, 2, 3, 4]);
    expect(waitlistPosition(state, 'nobody')).toBeNull();
    expect(nextInLine(state, 2)).toEqual(['b', 'c']);
    expect(nextInLine(state, 10)).toEqual(['b', 'c', 'd', 'a']);
    expect(nextInLine(state, 0)).toEqual([]);
  });

  it('passes over those already offered a place, who keep their place in the line', () => {
    const state = fold([queued('a'), queued('b'), queued('c'), offered('a')]);
    expect(nextInLine(state, 1)).toEqual(['b']);
    expect(waitlistPosition(state, 'a')).toBe(1);
  });

  it('leaves an earlier version of the state as it was (the command handler folds speculatively)', () => {
    const before = fold([queued('a'), queued('b')]);
    const after = fold([left('a'), queued('c')], before);
    expect(nextInLine(before, 5)).toEqual(['a', 'b']);
    expect(nextInLine(after, 5)).toEqual(['b', 'c']);
  });

  it('holds a line of ten thousand, first and last in their places', () => {
    const state = fold(Array.from({ length: 10_000 }, (_, i) => queued(`p${i}`)));
    expect(state.waitlist.size).toBe(10_000);
    expect(nextInLine(state, 3)).toEqual(['p0', 'p1', 'p2']);
    expect(waitlistPosition(state, 'p9999')).toBe(10_000);
  });
});
