import { describe, expect, it } from 'vitest';
import { makeGame, participant } from '../test/gameFixture';
import { JOIN_SUCCESS_TEXT, cardAction, joinFailureText, viewerStanding } from './rules';

describe('card button (spec section 2)', () => {
  const game = makeGame();

  it('offers Join Now to a stranger and to a signed-out visitor', () => {
    expect(cardAction(game, 'u9')).toBe('join');
    expect(cardAction(game, null)).toBe('join');
  });

  it('shows View to the host, a co-host and a participant', () => {
    const withCoHost = makeGame({ hostandCoHost: ['host1', 'co1'] });
    expect(viewerStanding(game, 'host1')).toBe('host');
    expect(viewerStanding(withCoHost, 'co1')).toBe('coHost');
    const joined = makeGame({ participants: ['host1', 'u2'], participantDetail: [participant({ id: 'u2', name: 'Uma' })] });
    expect(viewerStanding(joined, 'u2')).toBe('joined');
    for (const [g, user] of [[game, 'host1'], [withCoHost, 'co1'], [joined, 'u2']] as const) expect(cardAction(g, user)).toBe('view');
  });

  it('shows View for a full game, to anyone', () => {
    expect(cardAction(makeGame({ isFull: true }), 'u9')).toBe('view');
    expect(cardAction(makeGame({ isMatchFull: true }), null)).toBe('view');
  });

  it('does not offer Join Now again while a request is pending', () => {
    const game = makeGame({ privacy: 'private', participantDetail: [participant({ id: 'u3', name: 'Ravi', status: 'requested' })] });
    expect(viewerStanding(game, 'u3')).toBe('requested');
    expect(cardAction(game, 'u3')).toBe('view');
  });
});

describe('join toasts (spec section 8, word for word)', () => {
  it('has the success texts', () => {
    expect(JOIN_SUCCESS_TEXT).toEqual({ joined: 'You have join this Game !', requested: 'Your request has been sent !' });
  });

  it('has the failure texts for a join and for a request', () => {
    expect(joinFailureText({ privacy: 'public' })).toBe('Failed to add participant !');
    expect(joinFailureText({ privacy: 'private' })).toBe('Failed to sent request !');
  });
});
