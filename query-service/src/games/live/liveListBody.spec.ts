import { describe, expect, it } from 'vitest';
import type { Viewer } from '../viewerFlags';
import type { LiveGame } from './liveGame';
import { facetsJsonOf, liveListJson } from './liveListBody';

/** What liveListJson and the viewer flags read of a game, with its document bytes. */
const game = (id: string, doc: Record<string, unknown>, memberIds: string[] = []): LiveGame =>
  ({
    id,
    activityId: id,
    listingId: 'football',
    memberIds,
    participantDetail: memberIds.map((m) => ({ id: m, status: 'joined' })),
    enableGameSkill: false,
    json: Buffer.from(JSON.stringify({ id, ...doc })),
  }) as unknown as LiveGame;

const games = [game('g1', { name: 'Fútbol at Koramangala', symbol: '₹' }, ['u1']), game('g2', { name: 'Cricket nets' }), game('g3', {})];
// The viewer's places in games come from the participants read model: u1 joined g1.
const viewer: Viewer = {
  id: 'u1',
  savedGameIds: ['g2'],
  selfSkillLevels: {},
  interestCircleIds: [],
  profile: { choices: ['football'] },
  memberships: new Map([['g1', { activityId: 'g1', status: 'joined', member: true, isHost: false, isCoHost: false }]]),
};

describe('liveListJson (the Activity list response, spec section 3)', () => {
  it("joins the games' cached JSON and the list's fields, non-ASCII text included", () => {
    const envelope = { nextUrl: '/api/vm/activities/all/1/9?q="ü"', counts: { total: 3, games: 3, sports: 3 }, stopLoading: false };
    const body = JSON.parse(liveListJson(games, null, envelope).toString('utf8'));
    // Nobody signed in: nothing saved, every game a suggestion (spec section 3).
    const anonymous = { isSaved: false, isRecommended: true };
    expect(body).toEqual({
      data: {
        activities: [
          { id: 'g1', name: 'Fútbol at Koramangala', symbol: '₹', ...anonymous },
          { id: 'g2', name: 'Cricket nets', ...anonymous },
          { id: 'g3', ...anonymous },
        ],
        ...envelope,
      },
    });
  });

  it("adds the viewer's flags to each game, and the facets after the list's fields", () => {
    const facets = {
      dateList: [{ date: '2026-12-01', count: 3 }],
      monthList: [{ month: '2026-12', count: 3 }],
      listingList: [{ listingId: 'football', listingName: 'Fußball', count: 3 }],
      facilities: { 'venue-bengaluru-0': 2, 'venue-bengaluru-1': 1 },
      listing: { football: 3 },
    };
    const envelope = {
      nextUrl: null,
      counts: { total: 3, games: 3, sports: 3 },
      stopLoading: true,
      facets: { json: facetsJsonOf(facets), monthIndex: 0 },
    };
    const text = liveListJson(games, viewer, envelope).toString('utf8');
    const body = JSON.parse(text) as { data: Record<string, unknown> };
    expect(body.data.activities).toEqual([
      { id: 'g1', name: 'Fútbol at Koramangala', symbol: '₹', isSaved: false, isRecommended: false, viewerStatus: 'joined' },
      { id: 'g2', name: 'Cricket nets', isSaved: true, isRecommended: true, viewerStatus: null },
      { id: 'g3', isSaved: false, isRecommended: true, viewerStatus: null },
    ]);
    const { facilities, listing, ...lists } = facets;
    const expected = {
      nextUrl: null,
      counts: { total: 3, games: 3, sports: 3, facilities, listing },
      stopLoading: true,
      ...lists,
      monthIndex: 0,
    };
    expect({ ...body.data, activities: undefined }).toEqual({ ...expected, activities: undefined });
    // The fields in the order the response always had.
    expect(Object.keys(body.data)).toEqual(['activities', ...Object.keys(expected)]);
  });

  it('writes the flags as JSON.stringify writes them (built as text)', () => {
    const text = liveListJson(games, viewer, { nextUrl: null, counts: { total: 3, games: 3, sports: 3 }, stopLoading: true }).toString(
      'utf8',
    );
    const activities = JSON.parse(text).data.activities as Array<Record<string, unknown>>;
    expect(text.startsWith(`{"data":{"activities":[${activities.map((a) => JSON.stringify(a)).join(',')}]`)).toBe(true);
  });

  it('answers an empty page', () => {
    expect(
      JSON.parse(
        liveListJson([], viewer, { nextUrl: null, counts: { total: 0, games: 0, sports: 0 }, stopLoading: true }).toString('utf8'),
      ),
    ).toEqual({
      data: { activities: [], nextUrl: null, counts: { total: 0, games: 0, sports: 0 }, stopLoading: true },
    });
  });
});
