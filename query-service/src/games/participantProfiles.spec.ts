import { describe, expect, it } from 'vitest';
import type { GameDocument, UserDocument } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import { withParticipantProfiles } from './participantProfiles';

/** Participant entries get shortId, avatar, nickName from the users read model, in bounded lookups. */
describe('withParticipantProfiles', () => {
  it('fills every entry of a game of 1,200 players, asking for at most 500 users at a time; offline players get nulls', async () => {
    const asked: number[] = [];
    const store = {
      find: async (_collection: string, query: { filter: { id: { $in: string[] } } }) => {
        asked.push(query.filter.id.$in.length);
        return query.filter.id.$in.map(
          (id) =>
            ({
              id,
              shortId: `S-${id}`,
              avatar: null,
              nickName: id === 'p7' ? 'Seven' : undefined,
              selfSkillLevels: { football: 2 },
            }) as unknown as UserDocument,
        );
      },
    } as unknown as DocumentStore;
    const entry = (id: string, isOfflineParticipant = false) => ({ id, status: 'joined', isOfflineParticipant, isHost: id === 'host' });
    const game = {
      host: 'host',
      listingId: 'football',
      hostDetail: { id: 'host', name: 'Host', isHost: true },
      participantDetail: [entry('host'), ...Array.from({ length: 1_199 }, (_, i) => entry(`p${i}`)), entry('guest', true)],
    } as unknown as GameDocument;
    const filled = await withParticipantProfiles(store, game);
    expect(Math.max(...asked)).toBeLessThanOrEqual(500);
    expect(asked.reduce((a, b) => a + b, 0)).toBe(1_200);
    expect(filled.participantDetail.find((p) => p.id === 'p7')).toMatchObject({
      shortId: 'S-p7',
      nickName: 'Seven',
      gameSkill: 2,
      avatar: null,
    });
    expect(filled.participantDetail.find((p) => p.id === 'p8')).toMatchObject({ nickName: null });
    expect(filled.participantDetail.find((p) => p.id === 'guest')).toMatchObject({
      shortId: null,
      avatar: null,
      nickName: null,
      gameSkill: null,
    });
    expect(filled.hostDetail).toMatchObject({ id: 'host', shortId: 'S-host' });
  });
});
