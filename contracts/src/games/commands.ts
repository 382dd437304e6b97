import { z } from 'zod';
import { idSchema, isoDate, minorUnits, optionalText, text } from '../core/primitives';
import { friendNamesSchema, membersCountSchema } from './together';
import { coverSchema, gameDetailsSchema, personRefSchema } from './shapes';

/** Answers to the game's form fields (spec section 3 formFields), by field id. */
export const formAnswersSchema = z.record(idSchema, z.union([optionalText(500), z.number().finite(), z.boolean()]));
export type FormAnswers = z.infer<typeof formAnswersSchema>;

/** A booked slot to map to a game (spec section 7 "PUT map slot to game"; slot shape of section 3). */
export const mappedSlotInputSchema = z
  .object({
    slotId: idSchema,
    fieldId: idSchema,
    fieldName: text(120).optional(),
    slotDate: isoDate,
    startTime: z.iso.time(),
    endTime: z.iso.time(),
  })
  .strict();

/** Commands on a game. The acting user and the time come from the command's context, never from the body. */
export const gameCommands = {
  CreateGame: z.object({ activityId: idSchema, host: personRefSchema, details: gameDetailsSchema }),
  UpdateGame: z.object({ activityId: idSchema, details: gameDetailsSchema }),
  JoinGame: z.object({
    activityId: idSchema,
    player: personRefSchema,
    message: optionalText(500).optional(),
    formAnswers: formAnswersSchema.optional(),
    /** The link invitation being used, and a hash of its secret (spec section 7 "PUT new user invite"). */
    invite: z.object({ inviteId: idSchema, secretHash: z.string() }).optional(),
    /** Paying together: the player's places with their friends (default 1), and the friends' names. */
    membersCount: membersCountSchema.optional(),
    bookedFor: friendNamesSchema.optional(),
  }),
  AcceptJoinRequest: z.object({ activityId: idSchema, participantId: idSchema }),
  RejectJoinRequest: z.object({ activityId: idSchema, participantId: idSchema }),
  HoldGame: z.object({ activityId: idSchema, reason: text(500) }),
  ReleaseHold: z.object({ activityId: idSchema }),
  AddCoHost: z.object({ activityId: idSchema, coHostId: idSchema }),
  SetMatchFull: z.object({ activityId: idSchema, isMatchFull: z.boolean() }),
  RemoveParticipant: z.object({ activityId: idSchema, participantId: idSchema }),
  LeaveGame: z.object({ activityId: idSchema, participantId: idSchema }),
  /** Spec section 4 "invited (user can Accept)": the invited user may also say no. */
  DeclineInvitation: z.object({ activityId: idSchema, participantId: idSchema }),
  DeleteGame: z.object({ activityId: idSchema }),
  InviteParticipants: z.object({ activityId: idSchema, invitees: z.array(personRefSchema).min(1).max(50) }),
  SetCover: z.object({ activityId: idSchema, cover: coverSchema }),
  RemoveCover: z.object({ activityId: idSchema }),
  AddOfflineParticipants: z.object({ activityId: idSchema, participants: z.array(personRefSchema).min(1).max(50), bookedBy: idSchema }),
  SendInviteLink: z.object({ activityId: idSchema, inviteId: idSchema, secretHash: z.string(), sentTo: z.string() }),
  RespondToHold: z.object({ activityId: idSchema, response: text(500) }),
  AddQuery: z.object({ activityId: idSchema, queryId: idSchema, question: text(1000), askedBy: personRefSchema }),
  AnswerQuery: z.object({ activityId: idSchema, queryId: idSchema, answer: text(1000), answeredBy: personRefSchema }),
  DeleteQuery: z.object({ activityId: idSchema, queryId: idSchema }),
  /** paidAmount: what the host paid for the slot when it was booked through the catalogue (set by the server, never the body). */
  MapSlot: z.object({ activityId: idSchema, slot: mappedSlotInputSchema, paidAmount: minorUnits.optional() }),
  UnmapSlot: z.object({ activityId: idSchema, slotId: idSchema }),
} as const;

type Defs = typeof gameCommands;
export type GameCommandType = keyof Defs;
export type GameCommand = { [T in GameCommandType]: { type: T; data: z.infer<Defs[T]> } }[GameCommandType];
