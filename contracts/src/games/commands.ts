import { z } from 'zod';
import { idSchema, optionalText, text } from '../core/primitives';
import { gameDetailsSchema, personRefSchema } from './shapes';

/** Commands on a game. The acting user and the time come from the command's context, never from the body. */
export const gameCommands = {
  CreateGame: z.object({ activityId: idSchema, host: personRefSchema, details: gameDetailsSchema }),
  JoinGame: z.object({ activityId: idSchema, player: personRefSchema, message: optionalText(500).optional() }),
  AcceptJoinRequest: z.object({ activityId: idSchema, participantId: idSchema }),
  RejectJoinRequest: z.object({ activityId: idSchema, participantId: idSchema }),
  HoldGame: z.object({ activityId: idSchema, reason: text(500) }),
  ReleaseHold: z.object({ activityId: idSchema }),
  AddCoHost: z.object({ activityId: idSchema, coHostId: idSchema }),
  SetMatchFull: z.object({ activityId: idSchema, isMatchFull: z.boolean() }),
  RemoveParticipant: z.object({ activityId: idSchema, participantId: idSchema }),
  LeaveGame: z.object({ activityId: idSchema, participantId: idSchema }),
  DeleteGame: z.object({ activityId: idSchema }),
  InviteParticipants: z.object({ activityId: idSchema, invitees: z.array(personRefSchema).min(1).max(50) }),
} as const;

type Defs = typeof gameCommands;
export type GameCommandType = keyof Defs;
export type GameCommand = { [T in GameCommandType]: { type: T; data: z.infer<Defs[T]> } }[GameCommandType];
