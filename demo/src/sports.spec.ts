import { describe, expect, it } from 'vitest';
import { demoSportChoices } from './sports';

describe("the demo people's sports (profile choices)", () => {
  it('are the sports they host or have played, the most played first', () => {
    const choices = demoSportChoices();
    // Ananya hosts the badminton games (and one football game still to come).
    expect(choices.get('demo-host-ananya')).toEqual(['badminton', 'football']);
    expect(choices.get('demo-host-rahul')).toEqual(['football', 'cricket', 'badminton']);
    expect(choices.get('demo-player-priya')).toEqual(['football', 'badminton']);
    expect(choices.get('demo-player-arjun')).toEqual(['football', 'cricket']);
    expect(choices.get('demo-player-kavya')).toEqual(['football']);
    // Staff play no demo games, so they choose none.
    expect(choices.has('demo-manager-vikram')).toBe(false);
  });

  it("leave a joinable game of another sport in a demo player's Other tab: only started games count for players", () => {
    const choices = demoSportChoices([
      {
        key: 'a',
        host: 'h',
        createdAgoMs: 0,
        startsInHours: 5,
        lengthHours: 1,
        venue: 'marina',
        joins: ['p'],
        details: { name: 'A', listingId: 'cricket', listingName: 'Cricket', activityFormat: '6', maxParticipants: 6 },
      },
    ]);
    expect(choices.get('h')).toEqual(['cricket']);
    expect(choices.has('p')).toBe(false);
  });
});
