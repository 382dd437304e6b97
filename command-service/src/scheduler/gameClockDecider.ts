import { LEADERBOARD_WINDOW_DAYS, LEADERBOARD_WINDOW_MS, type TimeEvent, type TimeEventData } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';

/** What the scheduler read of the game at its end (the game stream is frozen once it is over). */
export type EndGameCommand = Command<'EndGame', TimeEventData<'GameEnded'>>;
export type CloseRatingWindowCommand = Command<'CloseRatingWindow', { activityId: string }>;
export type GameClockCommand = EndGameCommand | CloseRatingWindowCommand;

export interface GameClockState {
  ended: TimeEventData<'GameEnded'> | null;
  windowClosed: boolean;
}

/**
 * The game clock stream: a game ends once and leaves the leaderboard window once.
 * A command that comes early (its `now` before the due time) or again appends nothing, so a
 * scheduler that restarts or races another can only repeat what is already in the stream.
 */
export const gameClockDecider: Decider<GameClockCommand, TimeEvent, GameClockState> = {
  initialState: () => ({ ended: null, windowClosed: false }),
  evolve: (state, event) => (event.type === 'GameEnded' ? { ...state, ended: event.data } : { ...state, windowClosed: true }),
  decide: (command, state) => {
    const nowMs = Date.parse(command.context.now);
    if (command.type === 'EndGame') {
      if (state.ended || nowMs < Date.parse(command.data.endAt)) return [];
      return [{ type: 'GameEnded', data: { ...command.data, players: [...new Set(command.data.players)].sort() } }];
    }
    const ended = state.ended;
    if (!ended || state.windowClosed) return [];
    const closesAt = Date.parse(ended.endAt) + LEADERBOARD_WINDOW_MS;
    if (nowMs < closesAt) return [];
    return [
      { type: 'RatingWindowClosed', data: { ...ended, closedAt: new Date(closesAt).toISOString(), windowDays: LEADERBOARD_WINDOW_DAYS } },
    ];
  },
};
