import { z } from 'zod';
import { idSchema, isoDateTime } from '../core/primitives';
import { personRefSchema } from './shapes';
import { formAnswersSchema } from './commands';

/** Waitlist commands of the game stream. The acting user and the time come from the context. */
export const waitlistCommands = {
  JoinWaitlist: z.object({ activityId: idSchema, player: personRefSchema }),
  LeaveWaitlist: z.object({ activityId: idSchema, userId: idSchema }),
  /** Taking the offered place: a join, with the game's form answers when it asks for them. */
  AcceptWaitlistOffer: z.object({ activityId: idSchema, player: personRefSchema, formAnswers: formAnswersSchema.optional() }),
  DeclineWaitlistOffer: z.object({ activityId: idSchema, userId: idSchema }),
  /** Sent by the sweeper when an offer's window has closed; `expiresAt` names which offer. */
  LapseWaitlistOffer: z.object({ activityId: idSchema, userId: idSchema, expiresAt: isoDateTime }),
} as const;

type Defs = typeof waitlistCommands;
export type WaitlistCommand = { [T in keyof Defs]: { type: T; data: z.infer<Defs[T]> } }[keyof Defs];
