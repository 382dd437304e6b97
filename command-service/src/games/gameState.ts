import { evolveWaitlist, leavesWaitlist } from './waitlistState';
import { PersistentMap, mapWith } from './persistentMap';
import { evolvePaidPlaces, initialPaidPlaces } from './paidPlacesState';
import type { GameState, Membership } from './gameStateShape';
import { gameEndMs, gameStartMs, type GameMembership } from '@sports/shared-rules';
import type { GameEvent } from '@sports/contracts';

export type { GameState, Membership } from './gameStateShape';

export const initialGameState = (): GameState => ({
  exists: false,
  hostId: '',
  privacy: 'public',
  maxParticipants: 0,
  startAtMs: 0,
  endAtMs: 0,
  joinedCount: 0,
  places: PersistentMap.of(),
  // Persistent maps: a join adds one entry in O(1) rather than copying every member.
  members: PersistentMap.of(),
  hold: null,
  coHostIds: [],
  matchFull: false,
  deleted: false,
  listingId: '',
  name: '',
  date: '',
  formFields: [],
  hasCover: false,
  offline: PersistentMap.of(),
  inviteLinks: new Map(),
  queries: new Map(),
  slotIds: [],
  waitlist: PersistentMap.of(),
  waitlistJoins: 0,
  waitlistOffers: new Map(),
  paidPlaces: initialPaidPlaces(),
});

const withDetails = (state: GameState, details: Extract<GameEvent, { type: 'GameCreated' }>['data']['details']): GameState => ({
  ...state,
  privacy: details.privacy,
  maxParticipants: details.maxParticipants,
  startAtMs: gameStartMs(details.duration),
  endAtMs: gameEndMs(details.duration),
  listingId: details.listingId,
  name: details.name,
  date: details.date,
  formFields: details.formFields,
  hasCover: details.coverImageorVideo !== undefined,
});

const withMember = (members: ReadonlyMap<string, Membership>, id: string, status: Membership | null) =>
  mapWith(members, id, status ?? undefined);

/** The places a joined player holds: themself and the friends they came with. */
export const placesOf = (state: GameState, playerId: string): number => state.places.get(playerId) ?? 1;

export const evolveGame = (state: GameState, event: GameEvent): GameState => evolvePaidPlaces(evolveFacts(state, event), event);

const evolveFacts = (state: GameState, event: GameEvent): GameState => {
  switch (event.type) {
    case 'GameCreated':
      return withDetails({ ...state, exists: true, hostId: event.data.host.id }, event.data.details);
    case 'GameUpdated':
      return withDetails(state, event.data.details);
    case 'PlayerJoinedGame': {
      const link = event.data.inviteId ? state.inviteLinks.get(event.data.inviteId) : undefined;
      const taken = event.data.membersCount ?? 1;
      return {
        ...leavesWaitlist(state, event.data.participant.id),
        members: withMember(state.members, event.data.participant.id, 'joined'),
        joinedCount: state.joinedCount + taken,
        places: taken > 1 ? mapWith(state.places, event.data.participant.id, taken) : state.places,
        inviteLinks: link ? new Map(state.inviteLinks).set(event.data.inviteId!, { ...link, used: true }) : state.inviteLinks,
      };
    }
    case 'OfflineParticipantsAdded': {
      let members = state.members;
      let offline = state.offline;
      for (const p of event.data.participants) {
        members = withMember(members, p.id, 'joined');
        offline = mapWith(offline, p.id, event.data.bookedBy);
      }
      return { ...state, members, offline, joinedCount: state.joinedCount + event.data.participants.length };
    }
    case 'InviteLinkSent':
      return {
        ...state,
        inviteLinks: new Map(state.inviteLinks).set(event.data.inviteId, { secretHash: event.data.secretHash, used: false }),
      };
    case 'HoldResponded':
      return state;
    case 'CoverSet':
      return { ...state, hasCover: true };
    case 'CoverRemoved':
      return { ...state, hasCover: false };
    case 'QueryAdded':
      return { ...state, queries: new Map(state.queries).set(event.data.queryId, { askedBy: event.data.askedBy.id, answered: false }) };
    case 'QueryAnswered': {
      const query = state.queries.get(event.data.queryId);
      return query ? { ...state, queries: new Map(state.queries).set(event.data.queryId, { ...query, answered: true }) } : state;
    }
    case 'QueryDeleted': {
      const queries = new Map(state.queries);
      queries.delete(event.data.queryId);
      return { ...state, queries };
    }
    case 'SlotMapped':
      return { ...state, slotIds: [...state.slotIds, event.data.slot.slotId] };
    case 'SlotUnmapped':
      return { ...state, slotIds: state.slotIds.filter((id) => id !== event.data.slotId) };
    case 'JoinRequested':
      return { ...state, members: withMember(state.members, event.data.participant.id, 'requested') };
    case 'JoinRequestAccepted':
      // A pay-before game's accepted request lets the player buy their place, as an invitation does.
      if (event.data.paymentDue)
        return {
          ...leavesWaitlist(state, event.data.participantId),
          members: withMember(state.members, event.data.participantId, 'invited'),
        };
      return {
        ...leavesWaitlist(state, event.data.participantId),
        members: withMember(state.members, event.data.participantId, 'joined'),
        joinedCount: state.joinedCount + 1,
      };
    case 'JoinRequestRejected':
    case 'InvitationDeclined':
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
        places: state.places.has(event.data.participantId) ? mapWith(state.places, event.data.participantId, undefined) : state.places,
        offline: state.offline.has(event.data.participantId) ? mapWith(state.offline, event.data.participantId, undefined) : state.offline,
        members: withMember(state.members, event.data.participantId, null),
        joinedCount: state.joinedCount - placesOf(state, event.data.participantId),
        coHostIds: state.coHostIds.filter((id) => id !== event.data.participantId),
      };
    case 'CoHostAdded':
      return { ...state, coHostIds: [...state.coHostIds, event.data.coHostId] };
    case 'GamePlaceHeld':
      // An offered player who goes to checkout takes the place as a paid hold: the offer is used.
      return leavesWaitlist(state, event.data.participant.id);
    case 'GamePlaceReleased':
    case 'SharedCostRemainderHeld':
    case 'SharedCostRemainderPaid':
    case 'SharedCostRemainderReleased':
      return state;
    case 'PlayerJoinedWaitlist':
    case 'PlayerLeftWaitlist':
    case 'WaitlistPlaceOffered':
    case 'WaitlistOfferDeclined':
    case 'WaitlistOfferLapsed':
    case 'WaitlistOfferWithdrawn':
      return evolveWaitlist(state, event);
  }
};

/** The game roles permissions.ts needs, from the game's own stream. */
export const membershipOfState = (state: GameState): GameMembership => {
  const byStatus = (wanted: Membership) => [...state.members].filter(([, status]) => status === wanted).map(([id]) => id);
  return {
    hostId: state.hostId,
    coHostIds: state.coHostIds,
    participantIds: byStatus('joined'),
    requesterIds: [...byStatus('requested'), ...byStatus('invited')],
  };
};
