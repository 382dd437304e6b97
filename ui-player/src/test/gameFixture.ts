import type { GameDocument, ParticipantDetail } from '@sports/contracts';

/** A valid game document (as the read model serves it) for tests. */
export function makeGame(overrides: Partial<GameDocument> = {}): GameDocument {
  const id = overrides.activityId ?? 'g1';
  return {
    id,
    activityId: id,
    name: 'Morning Football',
    listingId: 'football',
    listingName: 'Football',
    activityFormat: '5v5',
    date: '2030-05-01',
    duration: [{ from: '2030-05-01T07:00:00+05:30', to: '2030-05-01T08:30:00+05:30' }],
    location: { name: 'City Arena', address: 'MG Road' },
    privacy: 'public',
    activityType: 'Regular',
    maxParticipants: 10,
    totalParticipantCount: 3,
    costPerParticpant: 15000,
    currency: 'INR',
    symbol: '₹',
    enableGameSkill: true,
    gameSkillFrom: 1,
    gameSkillTo: 2,
    isMandatory: false,
    description: 'Friendly game',
    activitySource: 'users',
    participationType: 'individual',
    payableMethod: 'paybefore',
    isHostParticipating: true,
    host: 'host1',
    hostDetail: { id: 'host1', name: 'Hari Host', isHost: true },
    hostandCoHost: ['host1'],
    participants: ['host1'],
    participantDetail: [participant({ id: 'host1', name: 'Hari Host', isHost: true })],
    hold: null,
    isFull: false,
    isMatchFull: false,
    startAt: Date.parse('2030-05-01T07:00:00+05:30'),
    endAt: Date.parse('2030-05-01T08:30:00+05:30'),
    isOnHold: false,
    memberIds: ['host1'],
    created: '2030-04-01T00:00:00.000Z',
    updated: '2030-04-01T00:00:00.000Z',
    ...overrides,
  };
}

export function participant(overrides: Partial<ParticipantDetail> & Pick<ParticipantDetail, 'id' | 'name'>): ParticipantDetail {
  const [firstName = '', lastName = ''] = overrides.name.split(' ');
  return {
    status: 'joined',
    membersCount: 1,
    created: '2030-04-01T00:00:00.000Z',
    updated: '2030-04-01T00:00:00.000Z',
    firstName,
    lastName,
    isOfflineParticipant: false,
    isHost: false,
    ...overrides,
  };
}
