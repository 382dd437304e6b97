import { describe, it } from 'vitest';
import type { TimeEvent, TimeEventData } from '@sports/contracts';
import { deciderSpec } from '../core/deciderSpec';
import { gameClockDecider, type GameClockCommand } from './gameClockDecider';

const END = '2026-11-21T14:00:00.000Z';
const WINDOW_CLOSES = '2027-02-19T14:00:00.000Z'; // 90 days (LEADERBOARD_WINDOW_DAYS) after the end
const game: TimeEventData<'GameEnded'> = { activityId: 'g1', listingId: 'football', region: 'chennai', endAt: END, players: ['b', 'a'] };
const context = (now: string) => ({ commandId: `c-${now}`, userId: 'game-clock', now });
const endGame = (now: string): GameClockCommand => ({ type: 'EndGame', data: game, context: context(now) });
const closeWindow = (now: string): GameClockCommand => ({ type: 'CloseRatingWindow', data: { activityId: 'g1' }, context: context(now) });
const ended: TimeEvent = { type: 'GameEnded', data: { ...game, players: ['a', 'b'] } };
const closed: TimeEvent = { type: 'RatingWindowClosed', data: { ...game, players: ['a', 'b'], closedAt: WINDOW_CLOSES, windowDays: 90 } };

const spec = deciderSpec(gameClockDecider);

describe('the game clock: a game ends once and leaves the leaderboard window once', () => {
  it('ends a game at its end, not before, with each joined player once', () => {
    spec.given([]).when(endGame('2026-11-21T13:59:59.999Z')).then([]);
    spec.given([]).when(endGame(END)).then([ended]);
  });

  it('ends a game once: a second scheduler or a restart appends nothing', () =>
    spec.given([ended]).when(endGame('2026-11-22T00:00:00.000Z')).then([]));

  it('closes the window LEADERBOARD_WINDOW_DAYS after the end, only for an ended game, once', () => {
    spec.given([]).when(closeWindow('2027-03-01T00:00:00.000Z')).then([]);
    spec.given([ended]).when(closeWindow('2027-02-19T13:59:59.999Z')).then([]);
    spec.given([ended]).when(closeWindow(WINDOW_CLOSES)).then([closed]);
    spec.given([ended, closed]).when(closeWindow('2027-03-01T00:00:00.000Z')).then([]);
  });
});
