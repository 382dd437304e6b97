import { describe, it } from 'vitest';
import { deciderSpec } from '../core/deciderSpec';
import { ratingDecider } from './ratingDecider';
import { AFTER, DURING, START, absent, by, hostRated, participantRated, present, ratedGame } from './ratingFixtures';

const spec = deciderSpec(ratingDecider);
const revise = (rating: Record<string, unknown>) => ({
  type: 'ReviseParticipantRating' as const,
  data: { activityId: 'g1', rating: rating as never },
});
const revised = (
  raterId: string,
  ratedUserId: string,
  revision: number,
  extra: Record<string, unknown> = {},
  raterRole = 'participant',
) => ({
  type: 'ParticipantRatingRevised' as const,
  data: {
    activityId: 'g1',
    listingId: 'football',
    raterId,
    raterRole: raterRole as never,
    ratedUserId,
    revision,
    ...extra,
    spaceId: 'marina',
  },
});
const END = START + 90 * 60_000;
const DAY = 24 * 60 * 60_000;
const at = (ms: number) => new Date(ms).toISOString();

describe('ReviseParticipantRating: editing a rating one gave (spec section 8 "Review Updated Successfully")', () => {
  const given = [participantRated('priya', 'arjun', { stars: 2 })];

  it('a rating given is revised by a new event; the first stays in the stream', () =>
    spec
      .given(given)
      .when(by('priya', revise({ ratingFor: 'arjun', stars: 5, description: 'Better than I said' })))
      .then([revised('priya', 'arjun', 1, { stars: 5, description: 'Better than I said' })]));

  it('each revision is numbered after the ones before', () =>
    spec
      .given([...given, revised('priya', 'arjun', 1, { stars: 5 })])
      .when(by('priya', revise({ ratingFor: 'arjun', stars: 4 })))
      .then([revised('priya', 'arjun', 2, { stars: 4 })]));

  it('only a rating that was given is revised', () =>
    spec
      .given([])
      .when(by('priya', revise({ ratingFor: 'arjun', stars: 5 })))
      .thenThrows('RATING_NOT_FOUND'));

  it("someone else's rating is not the rater's to revise", () =>
    spec
      .given(given)
      .when(by('kavya', revise({ ratingFor: 'arjun', stars: 5 })))
      .thenThrows('RATING_NOT_FOUND'));

  it('the window: until 7 days after the game ends, not a moment later', () => {
    spec
      .given(given)
      .when(by('priya', revise({ ratingFor: 'arjun', stars: 5 }), at(END + 7 * DAY)))
      .then([revised('priya', 'arjun', 1, { stars: 5 })]);
    spec
      .given(given)
      .when(by('priya', revise({ ratingFor: 'arjun', stars: 5 }), at(END + 7 * DAY + 1)))
      .thenThrows('REVISION_WINDOW_CLOSED');
  });

  it('an empty revision is refused', () =>
    spec
      .given(given)
      .when(by('priya', revise({ ratingFor: 'arjun' })))
      .thenThrows('RATING_EMPTY'));

  it('outsiders and self: the rating preamble applies', () => {
    spec
      .given(given)
      .when(by('stranger', revise({ ratingFor: 'arjun', stars: 5 })))
      .thenThrows('RATER_NOT_PARTICIPANT');
    spec
      .given(given)
      .when(by('priya', revise({ ratingFor: 'priya', stars: 5 })))
      .thenThrows('CANNOT_RATE_SELF');
  });
});

describe('ReviseParticipantRating: the host-only parts keep their rules (spec sections 5 and 6)', () => {
  const assessed = [participantRated('host', 'arjun', { ratedLevel: 1, assessment: { ...present, isPunctual: true } }, 'host')];

  it('while the game is on, the host changes the level, the attendance and the flags', () =>
    spec
      .given(assessed)
      .when(by('host', revise({ ratingFor: 'arjun', isParticipated: true, ratedLevel: 3, isTeamPlayer: true }), DURING))
      .then([revised('host', 'arjun', 1, { ratedLevel: 3, assessment: { ...present, isTeamPlayer: true } }, 'host')]));

  it('a co-host who has not rated the player has nothing to revise', () =>
    spec
      .given([...assessed, hostRated('arjun', 'host', 5, true)])
      .when(by('cohost', revise({ ratingFor: 'arjun', isParticipated: false }), DURING, ratedGame()))
      .thenThrows('RATING_NOT_FOUND'));

  it("the host's own 'No' on revision unverifies the player's host stars", () =>
    spec
      .given([...assessed, hostRated('arjun', 'host', 5, true)])
      .when(by('host', revise({ ratingFor: 'arjun', isParticipated: false }), DURING))
      .then([
        revised('host', 'arjun', 1, { assessment: absent }, 'host'),
        {
          type: 'HostRatingVerificationChanged',
          data: { activityId: 'g1', raterId: 'arjun', hostId: 'host', stars: 5, verifiedAttendee: false },
        },
      ]));

  it('after the game is over, a level or flag is refused with GAME_OVER, while stars still change', () => {
    spec
      .given(assessed)
      .when(by('host', revise({ ratingFor: 'arjun', ratedLevel: 2 }), AFTER))
      .thenThrows('GAME_OVER');
    spec
      .given(assessed)
      .when(by('host', revise({ ratingFor: 'arjun', isPunctual: true }), AFTER))
      .thenThrows('GAME_OVER');
    spec
      .given(assessed)
      .when(by('host', revise({ ratingFor: 'arjun', stars: 4 }), AFTER))
      .then([revised('host', 'arjun', 1, { stars: 4 }, 'host')]);
  });

  it('a participant cannot slip a host-only part into a revision', () =>
    spec
      .given([participantRated('priya', 'arjun', { stars: 2 })])
      .when(by('priya', revise({ ratingFor: 'arjun', ratedLevel: 3 }), DURING))
      .thenThrows('NOT_HOST'));

  it('no level for a player marked absent in the same revision', () =>
    spec
      .given(assessed)
      .when(by('host', revise({ ratingFor: 'arjun', isParticipated: false, ratedLevel: 2 }), DURING))
      .thenThrows('MARKED_ABSENT'));
});
