import {
  NO_ASSESSMENTS,
  reputationFromTally,
  skillConsensusOfLevels,
  starRatingFromTally,
  tallyAssessment,
  type Assessment,
  type AssessmentTally,
  type Reputation,
  type SkillConsensus,
  type SkillRatingEntry,
  type StarRating,
  type StarTally,
} from '@sports/shared-rules';
import { ownValue, setOwn, type RatingEvent, type RecordedEvent } from '@sports/contracts';
import { patch, shapedLike } from '../core/patch';
import { defineProjection } from '../core/projection';
import { setAsideTarget, type PerGame } from './perGame';

export const USER_RATINGS_COLLECTION = 'user_ratings';

/**
 * One game's contributions, kept small because every rating rewrites the document: `a` is the
 * game's assessment as bits (see assessmentBits), `h` the host stars counted as [sum, count], `r`
 * each host's or co-host's own latest assessment as bits (a revision replaces its rater's part).
 */
type GameEntry = { a?: number; h?: [sum: number, count: number]; r?: Record<string, number> };

const BITS = { isParticipated: 1, isPunctual: 2, isTeamPlayer: 4, isOnTimePayment: 8 } as const;
export const assessmentBits = (a: Assessment): number =>
  Object.entries(BITS).reduce((bits, [name, bit]) => (a[name as keyof Assessment] ? bits | bit : bits), 0);
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

type Rated = Extract<RatingEvent, { type: 'ParticipantRated' | 'ParticipantRatingRevised' }>;
type HostStars = Extract<RatingEvent, { type: 'HostRated' | 'HostRatingVerificationChanged' }>;
type Resolved = Extract<RatingEvent, { type: 'DisputeResolved' }>;
type Reopened = Extract<RatingEvent, { type: 'DisputeReopened' }>;

/**
 * The game's verdict when the host and co-hosts each assessed the player: attendance is the
 * latest answer; a flag set by any of them stays set (an untouched flag says nothing); a player
 * who did not show up has no flags.
 */
export const mergedAssessment = (earlier: Assessment | undefined, latest: Assessment): Assessment => {
  const came = latest.isParticipated;
  const flag = (name: 'isPunctual' | 'isTeamPlayer' | 'isOnTimePayment') => came && (latest[name] || (earlier?.[name] ?? false));
  return {
    isParticipated: came,
    isPunctual: flag('isPunctual'),
    isTeamPlayer: flag('isTeamPlayer'),
    isOnTimePayment: flag('isOnTimePayment'),
  };
};

const userRatingsDocument = shapedLike<UserRatingsDocument>([
  'id',
  'games',
  'skillRatings',
  'assessmentTally',
  'hostStarTally',
  'reputation',
  'upheldDisputes',
  'hostRating',
  'skill',
]);

const emptyDocument = (id: string): UserRatingsDocument =>
  userRatingsDocument({
    id,
    games: {},
    skillRatings: {},
    assessmentTally: NO_ASSESSMENTS,
    hostStarTally: { sum: 0, count: 0 },
    reputation: reputationFromTally(NO_ASSESSMENTS),
    hostRating: starRatingFromTally({ sum: 0, count: 0 }),
    skill: {},
  });

type Tallies = Pick<UserRatingsDocument, 'assessmentTally' | 'hostStarTally'>;

/** Adds a game entry's contributions to the tallies (sign 1) or takes them out (sign -1). */
const tallied = (tallies: Tallies, entry: GameEntry, sign: 1 | -1): Tallies => ({
  assessmentTally:
    entry.a === undefined ? tallies.assessmentTally : tallyAssessment(tallies.assessmentTally, assessmentOfBits(entry.a), sign),
  hostStarTally: entry.h
    ? { sum: tallies.hostStarTally.sum + sign * entry.h[0], count: tallies.hostStarTally.count + sign * entry.h[1] }
    : tallies.hostStarTally,
});

/**
 * The fields that change when one game's entry is replaced: the entry, and the tallies (and what
 * they add up to) unless the game is set aside. Replays apply hundreds of thousands of these, so
 * each makes one copy of the games and nothing of the rest (core/patch.ts).
 */
const entryChanges = (doc: UserRatingsDocument, activityId: string, next: GameEntry & { aside?: true }): Partial<UserRatingsDocument> => {
  const previous = ownValue(doc.games, activityId);
  let tallies: Tallies = { assessmentTally: doc.assessmentTally, hostStarTally: doc.hostStarTally };
  if (previous && !previous.aside) tallies = tallied(tallies, previous, -1);
  if (!next.aside) tallies = tallied(tallies, next, 1);
  const games = { ...doc.games };
  setOwn(games, activityId, next);
  return {
    games,
    ...tallies,
    reputation: reputationFromTally(tallies.assessmentTally, doc.upheldDisputes ?? 0),
    hostRating: starRatingFromTally(tallies.hostStarTally),
  };
};

/**
 * The consensus over one listing's skill entries: each rater's latest level counts once, games
 * set aside count for nothing. The same rule as contracts' weighSkillRatings, on the stored tuples
 * (no entry objects made per rating); a spec checks the two agree.
 */
export const consensusOfSkillEntries = (entries: readonly SkillEntry[], games: UserRatingsDocument['games']): SkillConsensus => {
  const latestByRater = new Map<string, SkillEntry>();
  for (const entry of entries) {
    if (ownValue(games, entry[0])?.aside === true) continue;
    const latest = latestByRater.get(entry[1]);
    if (latest === undefined || entry[3] >= latest[3]) latestByRater.set(entry[1], entry);
  }
  const levels: number[] = [];
  for (const entry of latestByRater.values()) levels.push(entry[2]);
  return skillConsensusOfLevels(levels);
};

const consensusChanges = (
  skillRatings: UserRatingsDocument['skillRatings'],
  games: UserRatingsDocument['games'],
  skill: UserRatingsDocument['skill'],
  listingIds: readonly string[],
): Partial<UserRatingsDocument> => {
  const next = { ...skill };
  for (const listingId of listingIds) setOwn(next, listingId, consensusOfSkillEntries(ownValue(skillRatings, listingId) ?? [], games));
  return { skill: next };
};

const FLAG_BITS = BITS.isPunctual | BITS.isTeamPlayer | BITS.isOnTimePayment;

/**
 * A revised assessment replaces its rater's part: attendance is this latest
 * answer, a flag stands while any host's or co-host's latest assessment sets it.
 */
const revisedVerdict = (latest: Assessment, byRater: Record<string, number>): number => {
  if (!latest.isParticipated) return 0;
  const flags = Object.values(byRater).reduce((bits, b) => bits | (b & FLAG_BITS), 0);
  return BITS.isParticipated | flags;
};

const rated = (doc: UserRatingsDocument, event: Rated, at: string): UserRatingsDocument => {
  const { activityId, listingId, raterId, ratedLevel, assessment } = event.data;
  const entry = ownValue(doc.games, activityId);
  const byRater = assessment && { ...entry?.r, [raterId]: assessmentBits(assessment) };
  const merged =
    assessment &&
    (event.type === 'ParticipantRatingRevised'
      ? revisedVerdict(assessment, byRater!)
      : assessmentBits(mergedAssessment(entry?.a === undefined ? undefined : assessmentOfBits(entry.a), assessment)));
  // The game gets an entry either way (a set-aside finds it); an unchanged one is left as it is.
  const changes =
    merged !== undefined
      ? entryChanges(doc, activityId, { ...entry, a: merged, r: byRater! })
      : entry
        ? {}
        : entryChanges(doc, activityId, {});
  if (ratedLevel === undefined) return patch(doc, changes);
  const skillRatings = {
    ...doc.skillRatings,
    [listingId]: [...(ownValue(doc.skillRatings, listingId) ?? []), [activityId, raterId, ratedLevel, at] as SkillEntry],
  };
  return patch(doc, changes, { skillRatings }, consensusChanges(skillRatings, changes.games ?? doc.games, doc.skill, [listingId]));
};

/** A host rating adds its stars when it counts; a verification change adds or takes them back. Either way the game gets an entry. */
const hostStarred = (doc: UserRatingsDocument, event: HostStars): UserRatingsDocument => {
  const { activityId, stars, verifiedAttendee } = event.data;
  const sign = verifiedAttendee ? 1 : event.type === 'HostRated' ? 0 : -1;
  const entry = ownValue(doc.games, activityId) ?? {};
  const [sum, count] = entry.h ?? [0, 0];
  return patch(doc, entryChanges(doc, activityId, { ...entry, h: [sum + sign * stars, count + sign] }));
};

/** RatingsSetAside / RatingsRestored: the game's entry leaves the tallies and the consensus, or comes back. */
const setAside = (doc: UserRatingsDocument, activityId: string, aside: boolean): UserRatingsDocument => {
  const entry = ownValue(doc.games, activityId);
  if (!entry || (entry.aside === true) === aside) return doc;
  const { aside: _was, ...rest } = entry;
  const changes = entryChanges(doc, activityId, aside ? { ...rest, aside: true } : rest);
  const listingIds = Object.keys(doc.skillRatings).filter((listingId) => doc.skillRatings[listingId]!.some(([id]) => id === activityId));
  return patch(doc, changes, consensusChanges(doc.skillRatings, changes.games!, doc.skill, listingIds));
};

/** An upheld dispute counts against the host's reputation (docs/ratings.md "Disputes"); reopening it takes it back. */
const disputeUpheld = (doc: UserRatingsDocument, by = 1): UserRatingsDocument => {
  const upheldDisputes = Math.max(0, (doc.upheldDisputes ?? 0) + by);
  return patch(doc, { upheldDisputes, reputation: reputationFromTally(doc.assessmentTally, upheldDisputes) });
};

const evolveUserRatings = (doc: UserRatingsDocument | null, event: RecordedEvent): UserRatingsDocument | null => {
  const target = setAsideTarget(event);
  if (target) return doc && setAside(doc, target.activityId, target.aside);
  if (event.type === 'DisputeResolved') return disputeUpheld(doc ?? emptyDocument((event.data as Resolved['data']).hostId));
  if (event.type === 'DisputeReopened') return doc && disputeUpheld(doc, -1);
  const e = event as unknown as Rated | HostStars;
  const current =
    doc ?? emptyDocument(e.type === 'ParticipantRated' || e.type === 'ParticipantRatingRevised' ? e.data.ratedUserId : e.data.hostId);
  return e.type === 'ParticipantRated' || e.type === 'ParticipantRatingRevised'
    ? rated(current, e, event.metadata.time)
    : hostStarred(current, e);
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
  if (event.type === 'DisputeReopened') {
    const { previousOutcome, hostId } = (event as unknown as Reopened).data;
    return previousOutcome === 'upheld' ? hostId : null;
  }
  const e = event as unknown as Rated | HostStars;
  if (e.type === 'ParticipantRated' || e.type === 'ParticipantRatingRevised')
    return e.data.assessment || e.data.ratedLevel !== undefined ? e.data.ratedUserId : null;
  return e.data.hostId;
};

export const userRatingsProjection = defineProjection<UserRatingsDocument>({
  name: 'ratings.users',
  // Read by user id: the level explanation, the reputation call, and the leaderboard for the players it ranks.
  collection: { name: USER_RATINGS_COLLECTION, indexes: [] },
  handles: [
    'ParticipantRated',
    'ParticipantRatingRevised',
    'HostRated',
    'HostRatingVerificationChanged',
    'RatingsSetAside',
    'RatingsRestored',
    'DisputeResolved',
    'DisputeReopened',
  ],
  documentId: userOf,
  evolve: evolveUserRatings,
});
