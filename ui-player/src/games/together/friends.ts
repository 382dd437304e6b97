import { MAX_MEMBERS_PER_BOOKING, withFriendsWords, type GameDocument, type ParticipantDetail } from '@sports/contracts';
import { formatMoney } from '../../booking/money';

/**
 * Paying together (DESIGN.md "Together"): how many places one player may take now, the stepper's
 * words and the join button's total. The server decides the limit (the game's stream); this only
 * keeps the stepper from offering what it would refuse.
 */
export type PlacesGame = Pick<GameDocument, 'maxParticipants' | 'totalParticipantCount'> &
  Partial<Pick<GameDocument, 'paymentPendingCount' | 'isMatchFull'>>;

/** The player and friends, at most: the places left (held ones count as taken) and the booking cap (6). */
export const maxMembersFor = (game: PlacesGame): number => {
  if (game.isMatchFull) return 1;
  const left = game.maxParticipants - game.totalParticipantCount - (game.paymentPendingCount ?? 0);
  return Math.max(1, Math.min(MAX_MEMBERS_PER_BOOKING, left));
};

/** "Me", "Me + 2". */
export const membersWords = (members: number): string => (members <= 1 ? 'Me' : `Me + ${members - 1}`);

/** The pay button with the total for every place: "Pay ₹540 and join". */
export const payForPlacesLabel = (perPlayer: number, members: number, symbol = '₹'): string =>
  `Pay ${formatMoney(perPlayer * members, symbol)} and join`;

/** A free or pay-at-venue game's join with friends: "Join Now", "Join with 2 friends". */
export const joinWithFriendsLabel = (label: string, members: number): string =>
  members <= 1 ? label : `Join with ${members - 1} friend${members === 2 ? '' : 's'}`;

/** The names actually given, trimmed, for the places taken (a blank box names nobody). */
export const namesGiven = (names: readonly string[], members: number): string[] =>
  names
    .slice(0, Math.max(0, members - 1))
    .map((n) => n.trim())
    .filter((n) => n.length > 0);

/** A participant entry's name with their friends: "Arjun +2", or "Arjun, Priya, Sam" when all are named. */
export const entryName = (p: Pick<ParticipantDetail, 'name' | 'membersCount' | 'bookedFor'>): string =>
  withFriendsWords(p.name, p.membersCount, p.bookedFor);

/** The bar of a player who came with friends: "You and 2 friends are in" (else the usual "You are in"). */
export const inWithFriendsText = (
  game: { participantDetail: readonly Pick<ParticipantDetail, 'id' | 'membersCount'>[] },
  userId: string | null,
): string => {
  const friends = (game.participantDetail.find((p) => p.id === userId)?.membersCount ?? 1) - 1;
  return friends <= 0 ? 'You are in' : `You and ${friends} friend${friends === 1 ? '' : 's'} are in`;
};
