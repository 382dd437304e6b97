import { z } from 'zod';
import { idSchema } from '../core/primitives';

/** Spec section 7 "PUT save/unsave game" and "GET saved games": a player's bookmarks, on their own stream. */
export const savedEvents = {
  GameSaved: { version: 1, schema: z.object({ userId: idSchema, activityId: idSchema }) },
  GameUnsaved: { version: 1, schema: z.object({ userId: idSchema, activityId: idSchema }) },
} as const;

export const savedCommands = {
  SaveGame: savedEvents.GameSaved.schema,
  UnsaveGame: savedEvents.GameUnsaved.schema,
} as const;

type Defs = typeof savedCommands;
export type SavedCommand = { [T in keyof Defs]: { type: T; data: z.infer<Defs[T]> } }[keyof Defs];

/** A player keeps at most this many saved games. */
export const MAX_SAVED_GAMES = 500;
