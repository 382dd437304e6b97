import { describe, expect, it } from 'vitest';
import type { GameEvent, RecordedEvent, WaitlistDocument } from '@sports/contracts';
import { waitlistProjection } from './waitlistProjection';
import { waitlistIdsAfter } from './gameWaitlistIds';

/** Issue 18 item 8: given these events, each delivered twice, then this line. */
let position = 0n;
const recorded = (event: GameEvent, time = '2026-11-20T10:00:00.000Z') =>
  ({ ...event, position: ++position, revision: position, streamId: 'game-g1', id: `e${position}`, metadata: { time } }) as unknown as RecordedEvent;
const twice = (events: GameEvent[]) =>
  events.map((e) => recorded(e)).reduce<WaitlistDocument | null>((doc, event) => waitlistProjection.evolve(waitlistProjection.evolve(doc, event), event), null);

const queued = (id: string): GameEvent => ({ type: 'PlayerJoinedWaitlist', data: { activityId: 'g1', player: { id, name: `Name ${id}` } } });
const offered = (userId: string, expiresAt: string): GameEvent => ({ type: 'WaitlistPlaceOffered', data: { activityId: 'g1', userId, expiresAt } });

describe('the waitlist read model', () => {
  it('keeps the line in order, with open offers and the earliest for the sweeper', () => {
    const doc = twice([queued('a'), queued('b'), queued('c'), offered('a', '2026-11-20T10:30:00.000Z'), offered('b', '2026-11-20T10:20:00.000Z')]);
    expect(doc!.entries.map((e) => [e.userId, e.offerExpiresAt])).toEqual([
      ['a', '2026-11-20T10:30:00.000Z'],
      ['b', '2026-11-20T10:20:00.000Z'],
      ['c', null],
    ]);
    expect(doc!.nextOfferExpiresAt).toBe('2026-11-20T10:20:00.000Z');
  });

  it('drops whoever joins the game, declines, lapses or leaves; an empty line has no document', () => {
    const doc = twice([
      queued('a'),
      queued('b'),
      queued('c'),
      offered('a', '2026-11-20T10:30:00.000Z'),
      { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: { id: 'a', name: 'A' } } },
      { type: 'WaitlistOfferDeclined', data: { activityId: 'g1', userId: 'b' } },
    ]);
    expect(doc!.entries.map((e) => e.userId)).toEqual(['c']);
    expect(doc!.nextOfferExpiresAt).toBeNull();
    expect(twice([queued('a'), offered('a', '2026-11-20T10:30:00.000Z'), { type: 'WaitlistOfferLapsed', data: { activityId: 'g1', userId: 'a', expiresAt: '2026-11-20T10:30:00.000Z' } }])).toBeNull();
    expect(twice([queued('a'), { type: 'PlayerLeftWaitlist', data: { activityId: 'g1', userId: 'a' } }])).toBeNull();
  });

  it("a join of someone not waiting leaves no line; the game document's ids follow the same events", () => {
    expect(twice([{ type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: { id: 'x', name: 'X' } } }])).toBeNull();
    const ids = [queued('a'), queued('b'), queued('a'), { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: { id: 'b', name: 'B' } } } as GameEvent].reduce(
      (doc, event) => ({ waitlistIds: waitlistIdsAfter(doc, event) }),
      { waitlistIds: [] as string[] },
    );
    expect(ids.waitlistIds).toEqual(['a']);
  });
});
