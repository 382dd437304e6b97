import { describe, expect, it } from 'vitest';
import { readLastChoice, rememberChoice, startingBoard, type StartSources } from './startingBoard';

const city = (name: string, games: number) => ({
  cityId: name.toLowerCase(),
  name,
  region: name.toLowerCase(),
  state: null,
  games,
  venues: 1,
});
const sport = (listingId: string, games: number) => ({ listingId, listingName: listingId, games, venues: 1 });

const sources = (overrides: Partial<StartSources> = {}): StartSources => ({
  profileCity: async () => null,
  lastChoice: null,
  cities: async () => [city('Chennai', 12), city('Mumbai', 4)],
  listings: async (region) =>
    region === 'Bengaluru' ? [sport('squash', 0), sport('cricket', 2), sport('football', 5)] : [sport('football', 9)],
  ...overrides,
});

describe('the board /leaderboard opens on (docs/adr/0097-leaderboard-opens-on-city.md)', () => {
  it("a player: their profile's city, with its most played sport", async () => {
    expect(
      await startingBoard(sources({ profileCity: async () => 'Bengaluru', lastChoice: { region: 'Chennai', listingId: 'football' } })),
    ).toEqual({ region: 'Bengaluru', listingId: 'football' });
  });

  it('the last board chosen in this browser, for a visitor or a player whose profile has no city', async () => {
    expect(await startingBoard(sources({ lastChoice: { region: 'Mumbai', listingId: 'cricket' } }))).toEqual({
      region: 'Mumbai',
      listingId: 'cricket',
    });
    // In the profile's city, the sport last chosen there (any case of the name).
    expect(
      await startingBoard(sources({ profileCity: async () => 'mumbai', lastChoice: { region: 'Mumbai', listingId: 'cricket' } })),
    ).toEqual({ region: 'mumbai', listingId: 'cricket' });
  });

  it('else the city with most games', async () => {
    expect(await startingBoard(sources())).toEqual({ region: 'Chennai', listingId: 'football' });
    expect(await startingBoard(sources({ cities: async () => [city('Pune', 0), city('Goa', 3)] }))).toEqual({
      region: 'Goa',
      listingId: 'football',
    });
  });

  it('only the city when no sport was played there; nothing when nothing is known or every source failed', async () => {
    expect(await startingBoard(sources({ listings: async () => [sport('squash', 0)] }))).toEqual({ region: 'Chennai' });
    expect(await startingBoard(sources({ cities: async () => [] }))).toBeNull();
    const down = () => Promise.reject(new Error('503'));
    expect(await startingBoard({ profileCity: down, lastChoice: null, cities: down, listings: down })).toBeNull();
    expect(await startingBoard(sources({ profileCity: down, listings: down }))).toEqual({ region: 'Chennai' });
  });

  it('keeps the last choice, and ignores what is not one', () => {
    const items = new Map<string, string>();
    const store = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
    expect(readLastChoice(store)).toBeNull();
    rememberChoice({ region: 'Chennai', listingId: 'football' }, store);
    expect(readLastChoice(store)).toEqual({ region: 'Chennai', listingId: 'football' });
    for (const raw of ['{', '{"region":"Chennai"}', '{"region":"","listingId":"x"}']) {
      items.set('sports.leaderboard.last', raw);
      expect(readLastChoice(store)).toBeNull();
    }
  });
});
