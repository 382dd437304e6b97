import { describe, expect, it } from 'vitest';
import { makeGame, participant } from '../test/gameFixture';
import { gameBadges } from './badges';

const NOW = Date.parse('2030-04-20T00:00:00Z');
const texts = (...args: Parameters<typeof gameBadges>) => gameBadges(...args).map((b) => b.text);

describe('badges (issue 18 item 5: Full, On hold, Private, Requested, Waitlisted, Host)', () => {
  it('says where the viewer stands first', () => {
    expect(texts(makeGame(), 'host1', NOW)).toEqual(['Host']);
    expect(texts(makeGame({ hostandCoHost: ['host1', 'c'] }), 'c', NOW)).toEqual(['Co-host']);
    expect(texts(makeGame({ privacy: 'private', participantDetail: [participant({ id: 'r', name: 'R', status: 'requested' })] }), 'r', NOW)).toEqual(['Requested', 'Private']);
    expect(texts(makeGame({ participantDetail: [participant({ id: 'i', name: 'I', status: 'invited' })] }), 'i', NOW)).toEqual(['Invited']);
    expect(texts({ ...makeGame({ isFull: true }), viewerStatus: 'waitlisted' }, 'w', NOW)).toEqual(['Waitlisted', 'Full']);
  });
  it('says whether the game can be joined', () => {
    expect(texts(makeGame(), null, NOW)).toEqual([]);
    expect(texts(makeGame({ isFull: true }), null, NOW)).toEqual(['Full']);
    expect(texts(makeGame({ isFull: true, isMatchFull: true }), null, NOW)).toEqual(['Match full']);
    expect(texts(makeGame({ isFull: true, hold: { createdBy: 'host1', reason: 'Rain', created: '', responses: [] } }), null, NOW)).toEqual(['On hold']);
    expect(texts(makeGame({ isFull: true }), null, Date.parse('2030-06-01T00:00:00Z'))).toEqual(['Over']);
  });
});
