import { formatAmount, venueClockWords, venueDayWords, type GameDetails } from '@sports/contracts';
import { gamePaymentOf } from '@sports/shared-rules';

/** Times as the player's app shows them (DESIGN.md "Words"), in the venue's time zone (contracts/src/time/venueTime.ts). */
const dayOf = (at: Date) => venueDayWords(at);
const clock = { format: (at: Date) => venueClockWords(at) };
const DAY_MS = 24 * 3_600_000;

/** "Sun 29 Nov, 18:00–19:30", as the game card says it; a range of a day or more names its second day; more ranges are counted. */
export const whenText = (details: Pick<GameDetails, 'duration'>): string => {
  const [first, ...more] = details.duration;
  if (!first) return '';
  const from = new Date(first.from);
  const extra = more.length > 0 ? ` (+${more.length} more)` : '';
  if (!first.to) return `${dayOf(from)}, ${clock.format(from)}${extra}`;
  const to = new Date(first.to);
  const range =
    to.getTime() - from.getTime() < DAY_MS
      ? `${clock.format(from)}–${clock.format(to)}`
      : `${clock.format(from)} – ${dayOf(to)} ${clock.format(to)}`;
  return `${dayOf(from)}, ${range}${extra}`;
};

/** The same instants, however the offsets are written ("+05:30" or "Z"). */
const sameTimes = (a: GameDetails, b: GameDetails): boolean =>
  a.date === b.date &&
  a.duration.length === b.duration.length &&
  a.duration.every(
    (d, i) =>
      Date.parse(d.from) === Date.parse(b.duration[i]!.from) &&
      (d.to ? Date.parse(d.to) : null) === (b.duration[i]!.to ? Date.parse(b.duration[i]!.to) : null),
  );

/** Where the player goes: the place's name and address (as the game page shows them) and the venue's facility and space. */
const placeKey = (d: GameDetails) =>
  JSON.stringify([d.location.name, d.location.address ?? '', d.facilityName ?? '', d.spaceName ?? '', d.isOnlineActivity]);
const placeText = (d: GameDetails) => [d.location.name, d.location.address].filter(Boolean).join(', ');

/** What one player pays (contracts' gamePaymentOf, the answer the server prices a place with). */
const paymentOf = (d: GameDetails, bookedSlotsPaid: number | undefined) =>
  gamePaymentOf({ ...d, ...(bookedSlotsPaid ? { bookedSlotsPaid } : {}) });

/**
 * What changed between two versions of a game's details that a player plans around, as phrases
 * for one sentence: its time, its place, what a player pays. A new name, description, cover or any
 * other field is no news to someone who already said they will come. Fewer places than people
 * joined cannot happen: the decider refuses it (MAX_BELOW_JOINED), so places are not among them.
 */
export const gameChangePhrases = (before: GameDetails, after: GameDetails, bookedSlotsPaid?: number): string[] => {
  const phrases: string[] = [];
  if (!sameTimes(before, after)) phrases.push(`the host moved it to ${whenText(after)}`);
  if (placeKey(before) !== placeKey(after))
    phrases.push(after.isOnlineActivity && !before.isOnlineActivity ? 'it is now online' : `the venue is now ${placeText(after)}`);
  const was = paymentOf(before, bookedSlotsPaid);
  const now = paymentOf(after, bookedSlotsPaid);
  if (was.perPlayer !== now.perPlayer) {
    phrases.push(
      now.method === 'host'
        ? 'it is now free for players: the host pays'
        : now.method === 'free'
          ? 'it is now free'
          : `the price is now ${formatAmount(now.perPlayer)} a player`,
    );
  }
  return phrases;
};

/** "a", "a and b", "a, b and c". */
export const inOneSentence = (phrases: readonly string[]): string =>
  phrases.length <= 1 ? (phrases[0] ?? '') : `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`;
