import { gameEndMs, type GameEvent, type GameMembership } from '@sports/contracts';

export type Membership = 'joined' | 'requested' | 'invited';

/** What the game's rules need to know; the read models keep everything else. */
export interface GameState {
  exists: boolean;
  hostId: string;
  privacy: 'public' | 'private';
  maxParticipants: number;
  endAtMs: number;
  joinedCount: number;
  members: ReadonlyMap<string, Membership>;
  hold: { reason: string } | null;
  coHostIds: readonly string[];
  matchFull: boolean;
  /** A deleted game's id is never used again. */
  deleted: boolean;
}

export const initialGameState = (): GameState => ({
  exists: false,
  hostId: '',
  privacy: 'public',
  maxParticipants: 0,
  endAtMs: 0,
  joinedCount: 0,
  members: new Map(),
  hold: null,
  coHostIds: [],
  matchFull: false,
  deleted: false,
});

const withMember = (members: ReadonlyMap<string, Membership>, id: string, status: Membership | null) => {
  const next = new Map(members);
  if (status) next.set(id, status);
  else next.delete(id);
  return next;
};

export const evolveGame = (state: GameState, event: GameEvent): GameState => {
  switch (event.type) {
    case 'GameCreated':
      return {
        ...state,
        exists: true,
        hostId: event.data.host.id,
        privacy: event.data.details.privacy,
        maxParticipants: event.data.details.maxParticipants,
        endAtMs: gameEndMs(event.data.details.duration),
      };
    case 'PlayerJoinedGame':
      return {
        ...state,
        members: withMember(state.members, event.data.participant.id, 'joined'),
        joinedCount: state.joinedCount + 1,
      };
    case 'JoinRequested':
      return { ...state, members: withMember(state.members, event.data.participant.id, 'requested') };
    case 'JoinRequestAccepted':
      return {
        ...state,
        members: withMember(state.members, event.data.participantId, 'joined'),
        joinedCount: state.joinedCount + 1,
      };
    case 'JoinRequestRejected':
      return { ...state, members: withMember(state.members, event.data.participantId, null) };
    case 'GameHeld':
      return { ...state, hold: { reason: event.data.reason } };
    case 'GameHoldReleased':
      return { ...state, hold: null };
    case 'ParticipantsInvited': {
      let members = state.members;
      for (const invitee of event.data.invitees) members = withMember(members, invitee.id, 'invited');
      return { ...state, members };
    }
    case 'MatchFullSet':
      return { ...state, matchFull: event.data.isMatchFull };
    case 'GameDeleted':
      return { ...state, exists: false, deleted: true };
    case 'ParticipantLeft':
    case 'ParticipantRemoved':
      return {
        ...state,
        members: withMember(state.members, event.data.participantId, null),
        joinedCount: state.joinedCount - 1,
        coHostIds: state.coHostIds.filter((id) => id !== event.data.participantId),
      };
    case 'CoHostAdded':
      return { ...state, coHostIds: [...state.coHostIds, event.data.coHostId] };
  }
};

/** The game roles permissions.ts needs, from the game's own stream. */
export const membershipOfState = (state: GameState): GameMembership => {
  const byStatus = (wanted: Membership) => [...state.members].filter(([, status]) => status === wanted).map(([id]) => id);
  return { hostId: state.hostId, coHostIds: state.coHostIds, participantIds: byStatus('joined'), requesterIds: [...byStatus('requested'), ...byStatus('invited')] };
};
