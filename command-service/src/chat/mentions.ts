import { streams } from '@sports/contracts';
import type { CommandHandler } from '../core/commandHandler';
import { userDecider } from '../users/userDecider';
import type { GameState } from '../games/gameState';

/** Members whose names a message is matched against, at most (a mention in a game of thousands names someone among its first). */
export const MENTION_LOOKUP_MAX = 500;

const LETTER = /[\p{L}\p{N}_]/u;

/** Whether `text` names `name` as "@Name": case aside, and not followed by more letters ("@Arjunan" is not "@Arjun"). */
export const mentionsName = (text: string, name: string): boolean => {
  const needle = `@${name.trim().toLocaleLowerCase()}`;
  if (needle.length < 2) return false;
  const haystack = text.toLocaleLowerCase();
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const after = haystack[at + needle.length];
    if (after === undefined || !LETTER.test(after)) return true;
  }
  return false;
};

/** A member is named by their full name as shown, or by their first name alone ("@Arjun" for Arjun Kumar). */
export const isMentioned = (text: string, name: string): boolean => {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return mentionsName(text, name) || (first !== '' && mentionsName(text, first));
};

/** The members a message names with @Name (the host, co-hosts and joined players with an account), read from their own streams. */
export const resolveMentions = async (handler: CommandHandler, game: GameState, text: string): Promise<string[]> => {
  if (!text.includes('@')) return [];
  const joined = [...game.members].filter(([id, status]) => status === 'joined' && !game.offline.has(id)).map(([id]) => id);
  const members = [...new Set([game.hostId, ...game.coHostIds, ...joined])].slice(0, MENTION_LOOKUP_MAX);
  const users = await Promise.all(members.map(async (id) => ({ id, name: (await handler.read(streams.user(id), userDecider)).name })));
  return users.filter((u) => u.name && isMentioned(text, u.name)).map((u) => u.id);
};
