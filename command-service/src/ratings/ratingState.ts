import { isMarkedNotHappened } from '@sports/shared-rules';
import type { DisputeOutcome, RatingEvent } from '@sports/contracts';

/** `orgId` undefined: a case opened before the organisation was recorded (the venue's is used). */
export interface DisputeCase {
  spaceId: string | null;
  orgId?: string | null;
  outcome: DisputeOutcome | null;
  /** The host the resolution was held against: a reopening takes it back from them. */
  hostId?: string;
}

export interface GivenHostRating {
  raterId: string;
  hostId: string;
  stars: number;
  verifiedAttendee: boolean;
}

/** What the rating rules of one game need to remember; the read models keep everything else. */
export interface RatingState {
  /** `rater>rated`: each rater rates each participant once per game. */
  ratedParticipants: ReadonlySet<string>;
  /** `rater>rated` -> how many times that rating was revised. */
  revisions: ReadonlyMap<string, number>;
  /** `rater>host`: each rater rates each host once per game; kept whole so an attendance mark can (un)verify it. */
  hostRatings: ReadonlyMap<string, GivenHostRating>;
  /** Rater -> their answer to 'Did this activity happen ?'. */
  gameRatings: ReadonlyMap<string, boolean>;
  /** User -> the review-prompt answers in force. */
  prompts: ReadonlyMap<string, { rate: boolean; skip: boolean }>;
  /** Player -> the latest 'Did the player show up?' of a host or co-host. */
  attendance: ReadonlyMap<string, boolean>;
  /** Everyone who received a rating here (their ratings are set aside if the game did not happen). */
  ratedPeople: ReadonlySet<string>;
  notHappened: boolean;
  /** Dispute cases raised here: where the game was held (whose staff may close them) and how they were closed, if they are. */
  disputes: ReadonlyMap<string, DisputeCase>;
}

export const initialRatingState = (): RatingState => ({
  ratedParticipants: new Set(),
  revisions: new Map(),
  hostRatings: new Map(),
  gameRatings: new Map(),
  prompts: new Map(),
  attendance: new Map(),
  ratedPeople: new Set(),
  notHappened: false,
  disputes: new Map(),
});

export const pairKey = (raterId: string, ratedId: string) => `${raterId}>${ratedId}`;

/** The happened votes as they stand. */
export const votesOf = (gameRatings: ReadonlyMap<string, boolean>) => {
  const answers = [...gameRatings.values()];
  return { happened: answers.filter(Boolean).length, notHappened: answers.filter((a) => !a).length };
};

export const evolveRatings = (state: RatingState, event: RatingEvent): RatingState => {
  switch (event.type) {
    case 'ReviewPromptAnswered': {
      const { userId, action, value } = event.data;
      const current = state.prompts.get(userId) ?? { rate: false, skip: false };
      return { ...state, prompts: new Map(state.prompts).set(userId, { ...current, [action]: value }) };
    }
    case 'ParticipantRated': {
      const { raterId, ratedUserId, assessment } = event.data;
      return {
        ...state,
        ratedParticipants: new Set(state.ratedParticipants).add(pairKey(raterId, ratedUserId)),
        attendance: assessment ? new Map(state.attendance).set(ratedUserId, assessment.isParticipated) : state.attendance,
        ratedPeople: new Set(state.ratedPeople).add(ratedUserId),
      };
    }
    case 'ParticipantRatingRevised': {
      const { raterId, ratedUserId, assessment, revision } = event.data;
      return {
        ...state,
        revisions: new Map(state.revisions).set(pairKey(raterId, ratedUserId), revision),
        attendance: assessment ? new Map(state.attendance).set(ratedUserId, assessment.isParticipated) : state.attendance,
      };
    }
    case 'HostRated':
    case 'HostRatingVerificationChanged': {
      const { raterId, hostId, stars, verifiedAttendee } = event.data;
      return {
        ...state,
        hostRatings: new Map(state.hostRatings).set(pairKey(raterId, hostId), { raterId, hostId, stars, verifiedAttendee }),
        ratedPeople: new Set(state.ratedPeople).add(hostId),
      };
    }
    case 'GameRated': {
      const gameRatings = new Map(state.gameRatings).set(event.data.raterId, event.data.isGameHappened);
      return { ...state, gameRatings };
    }
    case 'GameMarkedNotHappened':
      return { ...state, notHappened: true };
    case 'GameMarkedHappened':
      return { ...state, notHappened: false };
    case 'DisputeOpened':
      return {
        ...state,
        disputes: new Map(state.disputes).set(event.data.caseId, { spaceId: event.data.spaceId, orgId: event.data.orgId, outcome: null }),
      };
    case 'DisputeResolved':
    case 'DisputeReopened': {
      const opened = state.disputes.get(event.data.caseId);
      const outcome = event.type === 'DisputeResolved' ? event.data.outcome : null;
      return opened
        ? { ...state, disputes: new Map(state.disputes).set(event.data.caseId, { ...opened, outcome, hostId: event.data.hostId }) }
        : state;
    }
    case 'RatingsSetAside':
    case 'RatingsRestored':
      return state;
  }
};

/** Whether the votes, as they stand, mark the game as not having happened (contracts gameHappening.ts). */
export const notHappenedBy = (gameRatings: ReadonlyMap<string, boolean>) => isMarkedNotHappened(votesOf(gameRatings));
