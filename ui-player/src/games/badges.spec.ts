import { describe, expect, it } from 'vitest';
import { makeGame, participant } from '../test/gameFixture';
import { gameBadges } from './badges';

const NOW = Date.parse('2030-04-20T00:00:00Z');
const texts = (...args: Parameters<typeof gameBadges>) => gameBadges(...args).map((b) => b.text);

describe('badges (Full, On hold, Private, Requested, Waitlisted, Host)', () => {
  it('says where the viewer stands first', () => {
    expect(texts(makeGame(), 'host1', NOW)).toEqual(['Host']);
    expect(texts(makeGame({ hostandCoHost: ['host1', 'c'] }), 'c', NOW)).toEqual(['Co-host']);
    expect(
      texts(makeGame({ privacy: 'private', participantDetail: [participant({ id: 'r', name: 'R', status: 'requested' })] }), 'r', NOW),
    ).toEqual(['Requested', 'Private']);
    expect(texts(makeGame({ participantDetail: [participant({ id: 'i', name: 'I', status: 'invited' })] }), 'i', NOW)).toEqual(['Invited']);
    expect(texts({ ...makeGame({ isFull: true }), viewerStatus: 'waitlisted' }, 'w', NOW)).toEqual(['Waitlisted', 'Full']);
  });
  it('says whether the game can be joined', () => {
    expect(texts(makeGame(), null, NOW)).toEqual([]);
    expect(texts(makeGame({ isFull: true }), null, NOW)).toEqual(['Full']);
    expect(texts(makeGame({ isFull: true, isMatchFull: true }), null, NOW)).toEqual(['Match full']);
    expect(texts(makeGame({ isFull: true, hold: { createdBy: 'host1', reason: 'Rain', created: '', responses: [] } }), null, NOW)).toEqual([
      'On hold',
    ]);
    expect(texts(makeGame({ isFull: true }), null, Date.parse('2030-06-01T00:00:00Z'))).toEqual(['Over']);
  });

  it('says Ongoing while the game is on: from its start, until its end (spec section 4 game status)', () => {
    // makeGame runs 2030-05-01 07:00-08:30 IST, 01:30-03:00 UTC.
    const at = (iso: string) => Date.parse(iso);
    expect(texts(makeGame(), null, at('2030-05-01T01:29:59Z'))).toEqual([]);
    expect(texts(makeGame(), null, at('2030-05-01T01:30:00Z'))).toEqual(['Ongoing']);
    expect(texts(makeGame(), 'host1', at('2030-05-01T02:00:00Z'))).toEqual(['Host', 'Ongoing']);
    expect(texts(makeGame({ isFull: true }), null, at('2030-05-01T02:00:00Z'))).toEqual(['Ongoing', 'Full']);
    expect(texts(makeGame(), null, at('2030-05-01T03:00:00Z'))).toEqual(['Over']);
    // A hold beats the clock, as in the status tabs.
    expect(
      texts(makeGame({ hold: { createdBy: 'host1', reason: 'Rain', created: '', responses: [] } }), null, at('2030-05-01T02:00:00Z')),
    ).toEqual(['On hold']);
  });
});
