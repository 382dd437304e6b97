import { z } from 'zod';
import { idSchema } from '../core/primitives';
import { gameDetailsSchema, personRefSchema } from './shapes';

/**
 * Events of the game stream, past tense. `version` is the current shape of `data`;
 * an older stored shape is upcast on read (see core/upcasting.ts).
 */
export const gameEvents = {
  GameCreated: {
    version: 1,
    schema: z.object({ activityId: idSchema, host: personRefSchema, details: gameDetailsSchema }),
  },
  PlayerJoinedGame: {
    version: 1,
    schema: z.object({ activityId: idSchema, participant: personRefSchema }),
  },
  JoinRequested: {
    version: 1,
    schema: z.object({ activityId: idSchema, participant: personRefSchema, message: z.string().max(500).optional() }),
  },
  JoinRequestAccepted: {
    version: 1,
    schema: z.object({ activityId: idSchema, participantId: idSchema, acceptedBy: idSchema }),
  },
  JoinRequestRejected: {
    version: 1,
    schema: z.object({ activityId: idSchema, participantId: idSchema, rejectedBy: idSchema }),
  },
  GameHeld: {
    version: 1,
    schema: z.object({ activityId: idSchema, reason: z.string(), heldBy: idSchema }),
  },
  GameHoldReleased: {
    version: 1,
    schema: z.object({ activityId: idSchema, releasedBy: idSchema }),
  },
  /** Spec sections 4 and 6: the host marks the match full (or open again); nobody joins a full match. */
  MatchFullSet: {
    version: 1,
    schema: z.object({ activityId: idSchema, isMatchFull: z.boolean(), setBy: idSchema }),
  },
  /** Spec sections 4 and 6: the host removes a participant, who is then retired. */
  ParticipantRemoved: {
    version: 1,
    schema: z.object({ activityId: idSchema, participantId: idSchema, removedBy: idSchema }),
  },
  /** Spec sections 4 and 7: the host or a co-host invites existing users; an invited user may Accept (join) even a private game. */
  ParticipantsInvited: {
    version: 1,
    schema: z.object({ activityId: idSchema, invitees: z.array(personRefSchema).min(1).max(50), invitedBy: idSchema }),
  },
  /** A participant leaves; like a removal, they are then retired. */
  ParticipantLeft: {
    version: 1,
    schema: z.object({ activityId: idSchema, participantId: idSchema }),
  },
  /** Spec section 7 "DELETE game": the host deletes a game that is not over. */
  GameDeleted: {
    version: 1,
    schema: z.object({ activityId: idSchema, deletedBy: idSchema }),
  },
  /** Spec sections 6 and 7: the host adds co-hosts ("PUT add co-host"). */
  CoHostAdded: {
    version: 1,
    schema: z.object({ activityId: idSchema, coHostId: idSchema, addedBy: idSchema }),
  },
} as const;

type Defs = typeof gameEvents;
export type GameEventType = keyof Defs;
export type GameEventData<T extends GameEventType> = z.infer<Defs[T]['schema']>;
export type GameEvent = { [T in GameEventType]: { type: T; data: GameEventData<T> } }[GameEventType];
