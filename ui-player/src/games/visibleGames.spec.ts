import { describe, expect, it } from 'vitest';
import { tabById, visibleGames } from './discovery';

type Listed = Parameters<typeof visibleGames>[1][number];
const game = (activityId: string, isRecommended: boolean) => ({ activityId, isRecommended }) as unknown as Listed;
const games = [game('a', true), game('b', false)];
const ids = (list: Listed[]) => list.map((g) => g.activityId);

describe('Suggested and Other (spec section 2)', () => {
  it("Other keeps a player's upcoming games not recommended; Suggested shows what the server chose (its list is never empty)", () => {
    expect(ids(visibleGames(tabById('suggested'), games, true))).toEqual(['a', 'b']);
    expect(ids(visibleGames(tabById('other'), games, true))).toEqual(['b']);
  });

  it('show a visitor every upcoming game, whatever the flags say (nothing is known of them)', () => {
    expect(ids(visibleGames(tabById('suggested'), games, false))).toEqual(['a', 'b']);
    expect(ids(visibleGames(tabById('other'), games, false))).toEqual(['a', 'b']);
  });
});
