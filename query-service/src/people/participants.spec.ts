import { describe, expect, it } from 'vitest';
import type { GameDocument, ParticipantDetail, UserDocument } from '@sports/contracts';
import { entriesWithStatus, participantOf } from './participants';

const entry = (id: string, status: ParticipantDetail['status'], extra: Partial<ParticipantDetail> = {}): ParticipantDetail => ({
  id,
  status,
  membersCount: 1,
  created: '2026-11-20T10:00:00.000Z',
  updated: '2026-11-20T10:00:00.000Z',
  name: `${id} at join`,
  firstName: id,
  lastName: '',
  isOfflineParticipant: false,
  isHost: id === 'host',
  ...extra,
});

const game = {
  activityId: 'g1',
  listingId: 'football',
  host: 'host',
  hostandCoHost: ['host', 'co'],
  participantDetail: [
    entry('host', 'joined'),
    entry('co', 'joined'),
    entry('asker', 'requested', { message: 'Room for one more?' }),
    entry('guest', 'joined', { isOfflineParticipant: true, bookedBy: 'co' }),
    entry('gone', 'retired', { retiredBy: 'host', retiredOn: '2026-11-20T11:00:00.000Z' }),
    entry('no', 'rejected'),
  ],
} as unknown as GameDocument;

const user = {
  id: 'co',
  name: 'Chitra Co',
  firstName: 'Chitra',
  shortId: 'CC12345678',
  avatar: 'https://cdn.example.com/c.png',
  selfSkillLevels: { football: 3, tennis: 0 },
} as unknown as UserDocument;

describe('participants by status (spec sections 3 and 7)', () => {
  it('keeps the join order and only the asked statuses; rejected people never appear', () => {
    expect(entriesWithStatus(game, ['joined', 'retired']).map((p) => p.id)).toEqual(['host', 'co', 'guest', 'gone']);
    expect(entriesWithStatus(game, ['requested']).map((p) => p.id)).toEqual(['asker']);
  });

  it("fills the Participant shape from the entry and the person's profile", () => {
    expect(participantOf(game, game.participantDetail[1]!, user)).toEqual({
      id: 'co',
      name: 'Chitra Co',
      nickName: 'Chitra',
      shortId: 'CC12345678',
      avatar: { desktop: 'https://cdn.example.com/c.png', mini: 'https://cdn.example.com/c.png', phone: 'https://cdn.example.com/c.png' },
      gameSkill: { level: 3, label: 'PRO', name: 'Pro' },
      isHost: false,
      isCoHost: true,
      message: null,
      retiredOn: null,
      retiredBy: null,
      status: 'joined',
      isOfflineParticipant: false,
      bookedBy: null,
    });
  });

  it('describes offline participants and people without a profile from the entry alone', () => {
    expect(participantOf(game, game.participantDetail[3]!, user)).toMatchObject({
      id: 'guest',
      name: 'guest at join',
      shortId: null,
      avatar: null,
      gameSkill: null,
      isOfflineParticipant: true,
      bookedBy: 'co',
    });
    expect(participantOf(game, game.participantDetail[4]!, undefined)).toMatchObject({
      name: 'gone at join',
      nickName: 'gone',
      status: 'retired',
      retiredBy: 'host',
    });
    expect(participantOf(game, game.participantDetail[0]!, undefined)).toMatchObject({ isHost: true, isCoHost: false });
  });
});
