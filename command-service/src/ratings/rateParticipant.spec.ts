import { describe, it } from 'vitest';
import { deciderSpec } from '../core/deciderSpec';
import { ratingDecider } from './ratingDecider';
import { AFTER, BEFORE, DURING, absent, by, hostRated, participantRated, present, rateParticipant, ratedGame } from './ratingFixtures';

const spec = deciderSpec(ratingDecider);

describe('RateParticipant: who rates whom (spec sections 5 and 6)', () => {
  it('a participant rates another participant with stars', () =>
    spec
      .given([])
      .when(by('priya', rateParticipant({ ratingFor: 'arjun', stars: 4, description: 'Great passes' })))
      .then([participantRated('priya', 'arjun', { stars: 4, description: 'Great passes' })]));

  it('only participants rate: someone asking to join, or anyone else, is refused', () => {
    spec
      .given([])
      .when(by('asking', rateParticipant({ ratingFor: 'arjun', stars: 4 })))
      .thenThrows('RATER_NOT_PARTICIPANT');
    spec
      .given([])
      .when(by('stranger', rateParticipant({ ratingFor: 'arjun', stars: 4 })))
      .thenThrows('RATER_NOT_PARTICIPANT');
  });

  it('a private game is not found for outsiders, and a missing game for everyone', () => {
    spec
      .given([])
      .when(by('stranger', rateParticipant({ ratingFor: 'arjun', stars: 4 }), AFTER, ratedGame({ privacy: 'private' })))
      .thenThrows('GAME_NOT_FOUND');
    spec
      .given([])
      .when(by('priya', rateParticipant({ ratingFor: 'arjun', stars: 4 }), AFTER, ratedGame({ exists: false })))
      .thenThrows('GAME_NOT_FOUND');
  });

  it('ratings open when the game starts', () =>
    spec
      .given([])
      .when(by('priya', rateParticipant({ ratingFor: 'arjun', stars: 4 }), BEFORE))
      .thenThrows('GAME_NOT_STARTED'));

  it('nobody rates themself', () =>
    spec
      .given([])
      .when(by('priya', rateParticipant({ ratingFor: 'priya', stars: 5 })))
      .thenThrows('CANNOT_RATE_SELF'));

  it('only other participants are rated: not someone asking to join, not an outsider', () => {
    spec
      .given([])
      .when(by('priya', rateParticipant({ ratingFor: 'asking', stars: 3 })))
      .thenThrows('RATED_NOT_IN_GAME');
    spec
      .given([])
      .when(by('priya', rateParticipant({ ratingFor: 'stranger', stars: 3 })))
      .thenThrows('RATED_NOT_IN_GAME');
  });

  it('each rater rates each participant once per game: a second rating is refused, never overwrites', () => {
    const given = [participantRated('priya', 'arjun', { stars: 4 })];
    spec
      .given(given)
      .when(by('priya', rateParticipant({ ratingFor: 'arjun', stars: 1 })))
      .thenThrows('ALREADY_RATED');
    spec
      .given(given)
      .when(by('kavya', rateParticipant({ ratingFor: 'arjun', stars: 2 })))
      .then([participantRated('kavya', 'arjun', { stars: 2 })]);
    spec
      .given(given)
      .when(by('priya', rateParticipant({ ratingFor: 'kavya', stars: 5 })))
      .then([participantRated('priya', 'kavya', { stars: 5 })]);
  });

  it('hosts and co-hosts rate players too (the host is rated as a player when taking part)', () => {
    spec
      .given([])
      .when(by('cohost', rateParticipant({ ratingFor: 'host', stars: 5 })))
      .then([participantRated('cohost', 'host', { stars: 5 }, 'co_host')]);
  });
});

describe('RateParticipant: the host-only parts (spec sections 2, 5 and 6)', () => {
  const full = {
    ratingFor: 'arjun',
    stars: 4,
    isParticipated: true,
    ratedLevel: 2,
    isPunctual: true,
    isTeamPlayer: true,
    isOnTimePayment: false,
  };

  it('the host or a co-host, while the game is not over, marks attendance, rates skill and sets the three flags', () => {
    const assessment = { isParticipated: true, isPunctual: true, isTeamPlayer: true, isOnTimePayment: false };
    spec
      .given([])
      .when(by('host', rateParticipant(full), DURING))
      .then([participantRated('host', 'arjun', { stars: 4, ratedLevel: 2, assessment }, 'host')]);
    spec
      .given([])
      .when(by('cohost', rateParticipant(full), DURING))
      .then([participantRated('cohost', 'arjun', { stars: 4, ratedLevel: 2, assessment }, 'co_host')]);
  });

  it.each([
    ['isParticipated', { isParticipated: false }],
    ['ratedLevel', { ratedLevel: 1 }],
    ['isPunctual', { isPunctual: true }],
    ['isTeamPlayer', { isTeamPlayer: true }],
    ['isOnTimePayment', { isOnTimePayment: true }],
  ])('a participant cannot set %s', (_field, part) =>
    spec
      .given([])
      .when(by('priya', rateParticipant({ ratingFor: 'arjun', stars: 4, ...part }), DURING))
      .thenThrows('NOT_HOST'),
  );

  it("a participant's Yes is the form's default and records no attendance", () =>
    spec
      .given([])
      .when(by('priya', rateParticipant({ ratingFor: 'arjun', stars: 4, isParticipated: true, isPunctual: false }), DURING))
      .then([participantRated('priya', 'arjun', { stars: 4 })]));

  it('once the game is over the host gives stars only: attendance, skill and flags are refused', () => {
    spec
      .given([])
      .when(by('host', rateParticipant({ ratingFor: 'arjun', ratedLevel: 2 })))
      .thenThrows('GAME_OVER');
    spec
      .given([])
      .when(by('host', rateParticipant({ ratingFor: 'arjun', stars: 3, isParticipated: false })))
      .thenThrows('GAME_OVER');
    spec
      .given([])
      .when(by('host', rateParticipant({ ratingFor: 'arjun', stars: 3, isParticipated: true })))
      .then([participantRated('host', 'arjun', { stars: 3 }, 'host')]);
  });

  it('participation defaults to true: a level without an answer marks the player as having shown up', () =>
    spec
      .given([])
      .when(by('host', rateParticipant({ ratingFor: 'arjun', ratedLevel: 1 }), DURING))
      .then([participantRated('host', 'arjun', { ratedLevel: 1, assessment: present }, 'host')]));

  it('a No alone is a rating: the player did not show up', () =>
    spec
      .given([])
      .when(by('host', rateParticipant({ ratingFor: 'arjun', isParticipated: false }), DURING))
      .then([participantRated('host', 'arjun', { assessment: absent }, 'host')]));

  it('skill only when the game allows skill rating', () =>
    spec
      .given([])
      .when(by('host', rateParticipant({ ratingFor: 'arjun', ratedLevel: 2 }), DURING, ratedGame({ enableGameSkill: false })))
      .thenThrows('SKILL_RATING_NOT_ALLOWED'));

  it('no skill level and no flags for a player who did not show up', () => {
    spec
      .given([])
      .when(by('host', rateParticipant({ ratingFor: 'arjun', isParticipated: false, ratedLevel: 2 }), DURING))
      .thenThrows('MARKED_ABSENT');
    spec
      .given([])
      .when(by('host', rateParticipant({ ratingFor: 'arjun', isParticipated: false, isPunctual: true }), DURING))
      .thenThrows('MARKED_ABSENT');
  });
});

describe('RateParticipant: an empty rating is refused (spec section 5, the disabled button)', () => {
  it.each([
    ['nothing at all', { ratingFor: 'arjun' }],
    ['a description alone', { ratingFor: 'arjun', description: 'ok' }],
    ["a participant's default Yes alone", { ratingFor: 'arjun', isParticipated: true }],
    ['unset flags alone', { ratingFor: 'arjun', isPunctual: false, isTeamPlayer: false }],
  ])('%s', (_what, rating) =>
    spec
      .given([])
      .when(by('priya', rateParticipant(rating), DURING))
      .thenThrows('RATING_EMPTY'),
  );
});

describe("RateParticipant: attendance decides whether the player's host ratings count", () => {
  it("marking a player absent sets their earlier host rating aside; a co-host's later Yes counts it again", () => {
    const given = [hostRated('arjun', 'host', 5)];
    spec
      .given(given)
      .when(by('host', rateParticipant({ ratingFor: 'arjun', isParticipated: false }), DURING))
      .then([
        participantRated('host', 'arjun', { assessment: absent }, 'host'),
        {
          type: 'HostRatingVerificationChanged',
          data: { activityId: 'g1', raterId: 'arjun', hostId: 'host', stars: 5, verifiedAttendee: false },
        },
      ]);
    spec
      .given([
        ...given,
        participantRated('host', 'arjun', { assessment: absent }, 'host'),
        {
          type: 'HostRatingVerificationChanged',
          data: { activityId: 'g1', raterId: 'arjun', hostId: 'host', stars: 5, verifiedAttendee: false },
        },
      ])
      .when(by('cohost', rateParticipant({ ratingFor: 'arjun', isParticipated: true }), DURING))
      .then([
        participantRated('cohost', 'arjun', { assessment: present }, 'co_host'),
        {
          type: 'HostRatingVerificationChanged',
          data: { activityId: 'g1', raterId: 'arjun', hostId: 'host', stars: 5, verifiedAttendee: true },
        },
      ]);
  });

  it('a mark that changes nothing about a host rating appends nothing more', () =>
    spec
      .given([hostRated('arjun', 'host', 5)])
      .when(by('host', rateParticipant({ ratingFor: 'arjun', isParticipated: true }), DURING))
      .then([participantRated('host', 'arjun', { assessment: present }, 'host')]));
});
