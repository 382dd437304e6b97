import { DomainError, MAX_SAVED_GAMES, type SavedCommand, type UserEvent } from '@sports/contracts';
import type { Command } from '../core/decider';
import { requireUser } from './userProfile';
import type { UserState } from './userState';

type Of<T extends SavedCommand['type']> = Extract<SavedCommand, { type: T }> & Pick<Command, 'context'>;

/** Saving what is saved, or unsaving what is not, appends nothing: the button can be pressed twice. */
export const saveGame = (command: Of<'SaveGame'>, state: UserState): UserEvent[] => {
  requireUser(state);
  if (state.savedGameIds.has(command.data.activityId)) return [];
  if (state.savedGameIds.size >= MAX_SAVED_GAMES)
    throw new DomainError('VALIDATION_FAILED', `At most ${MAX_SAVED_GAMES} games can be saved`, 'activityId');
  return [{ type: 'GameSaved', data: command.data }];
};

export const unsaveGame = (command: Of<'UnsaveGame'>, state: UserState): UserEvent[] => {
  requireUser(state);
  return state.savedGameIds.has(command.data.activityId) ? [{ type: 'GameUnsaved', data: command.data }] : [];
};
