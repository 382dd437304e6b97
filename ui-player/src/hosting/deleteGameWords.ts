import type { Participant } from './api';

const people = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What deleting a game does to the people in it, saying only what the server does: GameDeleted
 * tells every joined player and everyone invited or asking (command-service notificationRules),
 * but players added by name have no account to be told; every place paid online is refunded in
 * full (bookings flows cancelPaidPlaces, docs/bookings.md "Paid games").
 */
export function deleteGameWords(participants: readonly Participant[], viewerId: string | null, paidOnline: boolean): string[] {
  const others = participants.filter((p) => p.id !== viewerId && !p.isHost);
  const joined = others.filter((p) => p.status === 'joined');
  const offline = joined.filter((p) => p.isOfflineParticipant).length;
  const told = joined.length - offline;
  const pending = others.filter((p) => p.status === 'requested' || p.status === 'invited').length;
  const words: string[] = [];
  if (told > 0) words.push(`The ${people(told, 'player who joined', 'players who joined')} will be told it is cancelled.`);
  if (pending > 0) {
    const whom = `${people(pending, 'person', 'people')} invited or asking to join`;
    words.push(told > 0 ? `So will the ${whom}.` : `The ${whom} will be told it is cancelled.`);
  }
  if (told === 0 && pending === 0 && offline === 0) words.push('Nobody has joined yet, so nobody needs to be told.');
  if (offline > 0)
    words.push(
      `${offline === 1 ? 'The player you added by name has' : `The ${offline} players you added by name have`} no account: tell them yourself.`,
    );
  if (paidOnline && told > 0) words.push('Everyone who paid online gets all of it back.');
  words.push('This cannot be undone.');
  return words;
}
