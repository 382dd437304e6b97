import type { CitySummary, ListingSummary } from '../listings/api';

/** A board: a city and a sport. */
export interface BoardChoice {
  region: string;
  listingId: string;
}

/** Where the starting board's parts come from (the profile, this browser's last choice, the cities and sports APIs). */
export interface StartSources {
  /** The signed-in player's city (their profile's first place), or null for a visitor or a profile without one. */
  profileCity: () => Promise<string | null>;
  lastChoice: BoardChoice | null;
  cities: () => Promise<CitySummary[]>;
  listings: (region: string) => Promise<ListingSummary[]>;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const orNull = <T>(work: () => Promise<T>): Promise<T | null> => work().catch(() => null);

/**
 * The board `/leaderboard` opens on when none is asked for (docs/adr/0097-leaderboard-opens-on-city.md): a player's profile city; a
 * visitor's last choice, else the city with most
 * games. Its sport: the last one chosen there, else the city's most played (a board needs games).
 * Only the city when it has no played sport (the form then asks for one); null when nothing is known.
 */
export async function startingBoard(sources: StartSources): Promise<BoardChoice | { region: string; listingId?: undefined } | null> {
  const last = sources.lastChoice;
  const region =
    (await orNull(sources.profileCity)) ?? last?.region ?? (await orNull(sources.cities))?.find((c) => c.games > 0)?.name ?? null;
  if (!region) return null;
  if (last && same(last.region, region)) return { region, listingId: last.listingId };
  const played = (await orNull(() => sources.listings(region)))?.filter((l) => l.games > 0) ?? [];
  const most = [...played].sort((a, b) => b.games - a.games)[0];
  return most ? { region, listingId: most.listingId } : { region };
}

const LAST_KEY = 'sports.leaderboard.last';

/** The board last looked at in this browser (what a visitor's next visit opens on). */
export function readLastChoice(store: Pick<Storage, 'getItem'> | null = safeLocalStorage()): BoardChoice | null {
  try {
    const value = JSON.parse(store?.getItem(LAST_KEY) ?? 'null') as Partial<BoardChoice> | null;
    return typeof value?.region === 'string' && typeof value.listingId === 'string' && value.region && value.listingId
      ? { region: value.region, listingId: value.listingId }
      : null;
  } catch {
    return null;
  }
}

export function rememberChoice(choice: BoardChoice, store: Pick<Storage, 'setItem'> | null = safeLocalStorage()): void {
  try {
    store?.setItem(LAST_KEY, JSON.stringify({ region: choice.region, listingId: choice.listingId }));
  } catch {
    // Storage full or blocked: the next visit starts from the most active city.
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
