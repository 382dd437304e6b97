import { describe, it } from 'vitest';
import { deciderSpec } from '../core/deciderSpec';
import { disputeCaseId } from './rateGame';
import { ratingDecider } from './ratingDecider';
import { AFTER, BEFORE, absent, by, gameRated, hostRated, participantRated, rateGame, rateHost, rateParticipant } from './ratingFixtures';

const spec = deciderSpec(ratingDecider);

describe('RateHost (spec sections 2 and 6)', () => {
  it('a participant rates the host and each co-host, once each', () => {
    spec
      .given([])
      .when(by('priya', rateHost({ ratingFor: 'host', stars: 5, description: 'Well run' })))
      .then([
        {
          type: 'HostRated',
          data: {
            activityId: 'g1',
            raterId: 'priya',
            hostId: 'host',
            stars: 5,
            description: 'Well run',
            verifiedAttendee: true,
            listingId: 'football',
            spaceId: 'marina',
          },
        },
      ]);
    spec
      .given([hostRated('priya', 'host', 5)])
      .when(by('priya', rateHost({ ratingFor: 'cohost', stars: 4 })))
      .then([hostRated('priya', 'cohost', 4)]);
    spec
      .given([hostRated('priya', 'host', 5)])
      .when(by('priya', rateHost({ ratingFor: 'host', stars: 1 })))
      .thenThrows('ALREADY_RATED');
  });

  it('hosts and co-hosts cannot rate hosts', () => {
    spec
      .given([])
      .when(by('host', rateHost({ ratingFor: 'cohost', stars: 5 })))
      .thenThrows('HOSTS_CANNOT_RATE_HOSTS');
    spec
      .given([])
      .when(by('cohost', rateHost({ ratingFor: 'host', stars: 5 })))
      .thenThrows('HOSTS_CANNOT_RATE_HOSTS');
  });

  it('only the host and co-hosts are rated as hosts', () =>
    spec
      .given([])
      .when(by('priya', rateHost({ ratingFor: 'arjun', stars: 5 })))
      .thenThrows('RATED_NOT_IN_GAME'));

  it('a host rating without stars is empty', () =>
    spec
      .given([])
      .when(by('priya', rateHost({ ratingFor: 'host', description: 'hmm' })))
      .thenThrows('RATING_EMPTY'));

  it('only participants, and only once the game started', () => {
    spec
      .given([])
      .when(by('stranger', rateHost({ ratingFor: 'host', stars: 2 })))
      .thenThrows('RATER_NOT_PARTICIPANT');
    spec
      .given([])
      .when(by('priya', rateHost({ ratingFor: 'host', stars: 2 }), BEFORE))
      .thenThrows('GAME_NOT_STARTED');
  });

  it('stars from a participant marked as not showing up do not count (verified attendees only)', () =>
    spec
      .given([participantRated('host', 'arjun', { assessment: absent }, 'host')])
      .when(by('arjun', rateHost({ ratingFor: 'cohost', stars: 1 })))
      .then([hostRated('arjun', 'cohost', 1, false)]));
});

describe('RateGame (spec section 2)', () => {
  it("'Did this activity happen ?' defaults to yes; the host rates the game too", () => {
    spec
      .given([])
      .when(by('priya', rateGame()))
      .then([gameRated('priya', true)]);
    spec
      .given([])
      .when(by('host', rateGame()))
      .then([gameRated('host', true)]);
  });

  it('a dispute (Scam, Team Player, Others) with an optional description opens a case for staff', () =>
    spec
      .given([])
      .when(by('priya', rateGame({ dispute: 'Scam', description: 'Nobody from the host side came' })))
      .then([
        {
          type: 'GameRated',
          data: {
            activityId: 'g1',
            raterId: 'priya',
            isGameHappened: true,
            dispute: 'Scam',
            description: 'Nobody from the host side came',
            listingId: 'football',
            spaceId: 'marina',
          },
        },
        {
          type: 'DisputeOpened',
          data: {
            caseId: disputeCaseId('g1', 'priya'),
            activityId: 'g1',
            activityName: 'Friday Night Football',
            listingId: 'football',
            spaceId: 'marina',
            orgId: 'turf-co',
            raisedBy: 'priya',
            dispute: 'Scam',
            description: 'Nobody from the host side came',
          },
        },
      ]));

  it('once per rater; ratingFor, when sent, must be this game', () => {
    spec
      .given([gameRated('priya', true)])
      .when(by('priya', rateGame({ isGameHappened: false })))
      .thenThrows('ALREADY_RATED');
    spec
      .given([])
      .when(by('priya', rateGame({ ratingFor: 'g2' })))
      .thenThrows('RATED_NOT_IN_GAME');
  });
});

describe('a game most raters (at least two) say did not happen', () => {
  const rated = [participantRated('host', 'arjun', { stars: 4 }, 'host'), hostRated('priya', 'host', 5)];

  it('is not marked on one vote, is marked on the second, and everyone rated in it has their ratings set aside', () => {
    spec
      .given(rated)
      .when(by('priya', rateGame({ isGameHappened: false })))
      .then([gameRated('priya', false)]);
    spec
      .given([...rated, gameRated('priya', false)])
      .when(by('kavya', rateGame({ isGameHappened: false })))
      .then([
        gameRated('kavya', false),
        { type: 'GameMarkedNotHappened', data: { activityId: 'g1', notHappenedVotes: 2, raters: 2 } },
        { type: 'RatingsSetAside', data: { activityId: 'g1', userId: 'arjun', listingId: 'football' } },
        { type: 'RatingsSetAside', data: { activityId: 'g1', userId: 'host', listingId: 'football' } },
      ]);
  });

  it('is not marked when most raters say it happened', () =>
    spec
      .given([...rated, gameRated('priya', false), gameRated('host', true), gameRated('cohost', true)])
      .when(by('kavya', rateGame({ isGameHappened: false })))
      .then([gameRated('kavya', false)]));

  const marked = [
    ...rated,
    gameRated('priya', false),
    gameRated('kavya', false),
    { type: 'GameMarkedNotHappened' as const, data: { activityId: 'g1', notHappenedVotes: 2, raters: 2 } },
  ];

  it('turns back when later votes make "happened" the majority again, restoring the ratings', () =>
    spec
      .given([...marked, gameRated('host', true)])
      .when(by('arjun', rateGame({ isGameHappened: true })))
      .then([
        gameRated('arjun', true),
        { type: 'GameMarkedHappened', data: { activityId: 'g1', notHappenedVotes: 2, raters: 4 } },
        { type: 'RatingsRestored', data: { activityId: 'g1', userId: 'arjun', listingId: 'football' } },
        { type: 'RatingsRestored', data: { activityId: 'g1', userId: 'host', listingId: 'football' } },
      ]));

  it('sets aside a rating given while it stands marked', () =>
    spec
      .given(marked)
      .when(by('priya', rateParticipant({ ratingFor: 'kavya', stars: 2 }), AFTER))
      .then([
        participantRated('priya', 'kavya', { stars: 2 }),
        { type: 'RatingsSetAside', data: { activityId: 'g1', userId: 'kavya', listingId: 'football' } },
      ]));
});

describe('AnswerReviewPrompt (spec section 4)', () => {
  const answer = (userId: string, action: 'rate' | 'skip', value = true) =>
    by(userId, { type: 'AnswerReviewPrompt', data: { activityId: 'g1', userId, action, value } });
  const answered = (userId: string, action: 'rate' | 'skip', value = true) => ({
    type: 'ReviewPromptAnswered' as const,
    data: { activityId: 'g1', userId, action, value },
  });

  it('records rate or skip; the same answer again appends nothing; value false takes it back', () => {
    spec
      .given([])
      .when(answer('priya', 'skip'))
      .then([answered('priya', 'skip')]);
    spec
      .given([answered('priya', 'skip')])
      .when(answer('priya', 'skip'))
      .then([]);
    spec
      .given([answered('priya', 'skip')])
      .when(answer('priya', 'skip', false))
      .then([answered('priya', 'skip', false)]);
    spec
      .given([answered('priya', 'skip')])
      .when(answer('priya', 'rate'))
      .then([answered('priya', 'rate')]);
  });

  it('only for participants of the game', () => spec.given([]).when(answer('stranger', 'rate')).thenThrows('RATER_NOT_PARTICIPANT'));
});
