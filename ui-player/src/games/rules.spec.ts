import { describe, expect, it } from 'vitest';
import { makeGame, participant } from '../test/gameFixture';
import { JOIN_SUCCESS_TEXT, cardAction, joinFailureText, offersSave, viewerStanding } from './rules';

const NOW = Date.parse('2030-04-20T00:00:00Z');

describe('card button on the read model (spec section 2)', () => {
  const game = makeGame();

  it('offers Join Now to a stranger and to a signed-out visitor', () => {
    expect(cardAction(game, 'u9', NOW)).toBe('join');
    expect(cardAction(game, null, NOW)).toBe('join');
  });

  it('shows View to the host, a co-host and a participant', () => {
    const withCoHost = makeGame({ hostandCoHost: ['host1', 'co1'] });
    expect(viewerStanding(game, 'host1')).toBe('host');
    expect(viewerStanding(withCoHost, 'co1')).toBe('coHost');
    const joined = makeGame({ participants: ['host1', 'u2'], participantDetail: [participant({ id: 'u2', name: 'Uma' })] });
    expect(viewerStanding(joined, 'u2')).toBe('joined');
    for (const [g, user] of [
      [game, 'host1'],
      [withCoHost, 'co1'],
      [joined, 'u2'],
    ] as const)
      expect(cardAction(g, user, NOW)).toBe('view');
  });

  it('never offers Join Now on a full game, one marked match full, one on hold or one that is over', () => {
    expect(cardAction(makeGame({ isFull: true }), 'u9', NOW)).toBe('waitlist');
    expect(cardAction(makeGame({ isMatchFull: true }), null, NOW)).toBe('view');
    expect(cardAction(makeGame({ hold: { createdBy: 'host1', reason: 'Rain', created: '', responses: [] } }), 'u9', NOW)).toBe('open');
    expect(cardAction(game, 'u9', Date.parse('2030-05-02T00:00:00Z'))).toBe('open');
  });

  it('does not offer Join Now again while a request is pending', () => {
    const game = makeGame({ privacy: 'private', participantDetail: [participant({ id: 'u3', name: 'Ravi', status: 'requested' })] });
    expect(viewerStanding(game, 'u3')).toBe('requested');
    expect(cardAction(game, 'u3', NOW)).toBe('view');
    expect(cardAction(game, 'u4', NOW)).toBe('request');
  });
});

describe("the save bookmark (spec section 6: saving is an ordinary participant's)", () => {
  it('is offered to players and visitors, not to the host or a co-host of the game', () => {
    for (const standing of [null, 'joined', 'requested', 'invited', 'paymentPending', 'full'] as const)
      expect(offersSave(standing, false)).toBe(true);
    expect(offersSave('host', false)).toBe(false);
    expect(offersSave('coHost', false)).toBe(false);
  });

  it('stays on a game saved before its saver became a co-host, so it can be taken off', () => {
    expect(offersSave('coHost', true)).toBe(true);
  });
});

describe('join toasts (spec section 8, typos mended)', () => {
  it('has the success texts', () => {
    expect(JOIN_SUCCESS_TEXT).toEqual({ joined: 'You have joined this game!', requested: 'Your request has been sent!' });
  });

  it('has the failure texts for a join and for a request', () => {
    expect(joinFailureText({ privacy: 'public' })).toBe('Failed to add participant!');
    expect(joinFailureText({ privacy: 'private' })).toBe('Failed to send request!');
  });
});
