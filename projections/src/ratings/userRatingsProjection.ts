import {
  NO_ASSESSMENTS,
  reputationFromTally,
  skillConsensusOfEntries,
  starRatingFromTally,
  tallyAssessment,
  type Assessment,
  type AssessmentTally,
  type RatingEvent,
  type RecordedEvent,
  type Reputation,
  type SkillConsensus,
  type SkillRatingEntry,
  type StarRating,
  type StarTally,
} from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { setAsideTarget, type PerGame } from './perGame';

export const USER_RATINGS_COLLECTION = 'user_ratings';

/**
 * One game's contributions, kept small because every rating rewrites the document: `a` is the
 * game's assessment as bits (see assessmentBits), `h` the host stars counted as [sum, count].
 */
type GameEntry = { a?: number; h?: [sum: number, count: number] };

const BITS = { isParticipated: 1, isPunctual: 2, isTeamPlayer: 4, isOnTimePayment: 8 } as const;
export const assessmentBits = (a: Assessment): number => Object.entries(BITS).reduce((bits, [name, bit]) => (a[name as keyof Assessment] ? bits | bit : bits), 0);
export const assessmentOfBits = (bits: number): Assessment => ({
  isParticipated: (bits & BITS.isParticipated) !== 0,
  isPunctual: (bits & BITS.isPunctual) !== 0,
  isTeamPlayer: (bits & BITS.isTeamPlayer) !== 0,
  isOnTimePayment: (bits & BITS.isOnTimePayment) !== 0,
});

/** A skill level received: [activityId, raterId, level, at]. */
export type SkillEntry = [activityId: string, raterId: string, level: number, at: string];
export const skillEntryOf = ([activityId, raterId, level, at]: SkillEntry): SkillRatingEntry => ({ activityId, raterId, level, at });

/**
 * What a user received, game by game, and what it adds up to (docs/ratings.md): the hosts'
 * assessments (reputation), the skill levels per listing (skill consensus) and, as a host, the
 * stars of verified attendees (host rating). One document per user, so a host's assessment of a
 * player writes one document, level and all. Reputation and host rating are kept as running
 * tallies over the games that count, so a rating costs the same however many games came before.
 * Id: the user id.
 */
export type UserRatingsDocument = {
  id: string;
  games: PerGame<GameEntry>;
  /** listingId -> the skill levels received in that listing, in the order given. */
  skillRatings: Record<string, SkillEntry[]>;
  assessmentTally: AssessmentTally;
  hostStarTally: StarTally;
  reputation: Reputation;
  /** Upheld dispute cases about games this user hosted (absent before any). */
  upheldDisputes?: number;
  hostRating: StarRating;
  /** listingId -> the consensus over skillRatings (games set aside weigh nothing). */
  skill: Record<string, SkillConsensus>;
};

type Rated = Extract<RatingEvent, { type: 'ParticipantRated' }>;
type HostStars = Extract<RatingEvent, { type: 'HostRated' | 'HostRatingVerificationChanged' }>;
type Resolved = Extract<RatingEvent, { type: 'DisputeResolved' }>;

/**
 * The game's verdict when the host and co-hosts each assessed the player: attendance is the
 * latest answer; a flag set by any of them stays set (an untouched flag says nothing); a player
 * who did not show up has no flags.
 */
export const mergedAssessment = (earlier: Assessment | undefined, latest: Assessment): Assessment => {
  const came = latest.isParticipated;
  const flag = (name: 'isPunctual' | 'isTeamPlayer' | 'isOnTimePayment') => came && (latest[name] || (earlier?.[name] ?? false));
  return { isParticipated: came, isPunctual: flag('isPunctual'), isTeamPlayer: flag('isTeamPlayer'), isOnTimePayment: flag('isOnTimePayment') };
};

const emptyDocument = (id: string): UserRatingsDocument => ({
  id,
  games: {},
  skillRatings: {},
  assessmentTally: NO_ASSESSMENTS,
  hostStarTally: { sum: 0, count: 0 },
  reputation: reputationFromTally(NO_ASSESSMENTS),
  hostRating: starRatingFromTally({ sum: 0, count: 0 }),
  skill: {},
});

/** Adds a game entry's contributions to the tallies (sign 1) or takes them out (sign -1). */
const tallied = (doc: UserRatingsDocument, entry: GameEntry, sign: 1 | -1): Pick<UserRatingsDocument, 'assessmentTally' | 'hostStarTally'> => ({
  assessmentTally: entry.a === undefined ? doc.assessmentTally : tallyAssessment(doc.assessmentTally, assessmentOfBits(entry.a), sign),
  hostStarTally: entry.h ? { sum: doc.hostStarTally.sum + sign * entry.h[0], count: doc.hostStarTally.count + sign * entry.h[1] } : doc.hostStarTally,
});

/** Replaces one game's entry, moving the tallies with it unless the game is set aside. */
const withEntry = (doc: UserRatingsDocument, activityId: string, next: GameEntry & { aside?: true }): UserRatingsDocument => {
  const previous = doc.games[activityId];
  let tallies = { assessmentTally: doc.assessmentTally, hostStarTally: doc.hostStarTally };
  if (previous && !previous.aside) tallies = tallied({ ...doc, ...tallies }, previous, -1);
  if (!next.aside) tallies = tallied({ ...doc, ...tallies }, next, 1);
  return {
    ...doc,
    ...tallies,
    games: { ...doc.games, [activityId]: next },
    reputation: reputationFromTally(tallies.assessmentTally, doc.upheldDisputes ?? 0),
    hostRating: starRatingFromTally(tallies.hostStarTally),
  };
};

const withConsensus = (doc: UserRatingsDocument, listingIds: readonly string[]): UserRatingsDocument => {
  if (listingIds.length === 0) return doc;
  const skill = { ...doc.skill };
  for (const listingId of listingIds) skill[listingId] = skillConsensusOfEntries((doc.skillRatings[listingId] ?? []).map(skillEntryOf), (id) => doc.games[id]?.aside === true);
  return { ...doc, skill };
};

const rated = (doc: UserRatingsDocument, event: Rated, at: string): UserRatingsDocument => {
  const { activityId, listingId, raterId, ratedLevel, assessment } = event.data;
  const entry = doc.games[activityId] ?? {};
  const merged = assessment && assessmentBits(mergedAssessment(entry.a === undefined ? undefined : assessmentOfBits(entry.a), assessment));
  const next = withEntry(doc, activityId, merged === undefined ? entry : { ...entry, a: merged });
  if (ratedLevel === undefined) return next;
  const skillRatings = { ...next.skillRatings, [listingId]: [...(next.skillRatings[listingId] ?? []), [activityId, raterId, ratedLevel, at] as SkillEntry] };
  return withConsensus({ ...next, skillRatings }, [listingId]);
};

/** A host rating adds its stars when it counts; a verification change adds or takes them back. Either way the game gets an entry. */
const hostStarred = (doc: UserRatingsDocument, event: HostStars): UserRatingsDocument => {
  const { activityId, stars, verifiedAttendee } = event.data;
  const sign = verifiedAttendee ? 1 : event.type === 'HostRated' ? 0 : -1;
  const entry = doc.games[activityId] ?? {};
  const [sum, count] = entry.h ?? [0, 0];
  return withEntry(doc, activityId, { ...entry, h: [sum + sign * stars, count + sign] });
};

/** RatingsSetAside / RatingsRestored: the game's entry leaves the tallies and the consensus, or comes back. */
const setAside = (doc: UserRatingsDocument, activityId: string, aside: boolean): UserRatingsDocument => {
  const entry = doc.games[activityId];
  if (!entry || (entry.aside === true) === aside) return doc;
  const { aside: _was, ...rest } = entry;
  const next = withEntry(doc, activityId, aside ? { ...rest, aside: true } : rest);
  return withConsensus(next, Object.keys(next.skillRatings).filter((listingId) => next.skillRatings[listingId]!.some(([id]) => id === activityId)));
};

/** An upheld dispute counts against the host's reputation (docs/ratings.md "Disputes"). */
const disputeUpheld = (doc: UserRatingsDocument): UserRatingsDocument => {
  const upheldDisputes = (doc.upheldDisputes ?? 0) + 1;
  return { ...doc, upheldDisputes, reputation: reputationFromTally(doc.assessmentTally, upheldDisputes) };
};

const evolveUserRatings = (doc: UserRatingsDocument | null, event: RecordedEvent): UserRatingsDocument | null => {
  const target = setAsideTarget(event);
  if (target) return doc && setAside(doc, target.activityId, target.aside);
  if (event.type === 'DisputeResolved') return disputeUpheld(doc ?? emptyDocument((event.data as Resolved['data']).hostId));
  const e = event as unknown as Rated | HostStars;
  const current = doc ?? emptyDocument(e.type === 'ParticipantRated' ? e.data.ratedUserId : e.data.hostId);
  return e.type === 'ParticipantRated' ? rated(current, e, event.metadata.time) : hostStarred(current, e);
};

/**
 * Stars one participant gives another are kept in the log and in the rater's ratings-given
 * document, but add up to no average here (docs/ratings.md "What is not averaged").
 */
const userOf = (event: RecordedEvent): string | null => {
  const target = setAsideTarget(event);
  if (target) return target.userId;
  if (event.type === 'DisputeResolved') {
    const { outcome, hostId } = (event as unknown as Resolved).data;
    return outcome === 'upheld' ? hostId : null;
  }
  const e = event as unknown as Rated | HostStars;
  if (e.type === 'ParticipantRated') return e.data.assessment || e.data.ratedLevel !== undefined ? e.data.ratedUserId : null;
  return e.data.hostId;
};

export const userRatingsProjection = defineProjection<UserRatingsDocument>({
  name: 'ratings.users',
  // Read by user id: the level explanation, the reputation call, and the leaderboard for the players it ranks.
  collection: { name: USER_RATINGS_COLLECTION, indexes: [] },
  handles: ['ParticipantRated', 'HostRated', 'HostRatingVerificationChanged', 'RatingsSetAside', 'RatingsRestored', 'DisputeResolved'],
  documentId: userOf,
  evolve: evolveUserRatings,
});
