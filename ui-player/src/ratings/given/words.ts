import { MAX_STARS } from '@sports/contracts';
import type { RatingGiven } from './api';

/** "★★★★☆": the stars given out of the five of the rating forms (spec section 2). */
export const starsText = (stars: number): string => '★'.repeat(stars) + '☆'.repeat(Math.max(0, MAX_STARS - stars));
export const starsLabel = (stars: number): string => `${stars} of ${MAX_STARS} stars`;

/** Who a person rating names: their current name, or words for an account that is gone. */
export const ratedName = (rated: NonNullable<RatingGiven['rated']>): string => rated.name?.trim() || 'a former player';

/**
 * What a person rating said after the stars, in the order of the forms: the level, then the
 * host's answers (spec section 2: 'Did the player show up?', Punctual, Team Player, Particular On
 * Payments), as ["Intermediate", "Showed up", "Punctual, Team player"].
 */
export const detailWords = (rating: RatingGiven): string[] => {
  const { assessment } = rating;
  const flags = assessment
    ? [
        assessment.isPunctual && 'Punctual',
        assessment.isTeamPlayer && 'Team player',
        assessment.isOnTimePayment && 'On-time payment',
      ].filter((f): f is string => !!f)
    : [];
  return [
    ...(rating.level ? [rating.level.name] : []),
    ...(assessment ? [assessment.isParticipated ? 'Showed up' : 'Did not show up'] : []),
    ...(flags.length > 0 ? [flags.join(', ')] : []),
  ];
};

/** Spec section 2, Rate Game: 'Did this activity happen ?' as the rater answered it. */
export const gameWords = (rating: RatingGiven): string =>
  `You said the game ${rating.isGameHappened === false ? 'did not happen' : 'happened'}`;

/**
 * The row's sentence as text (what the tests read; the page draws the same with links):
 * "You rated Arjun ★★★★☆ · Punctual, Team player", "You rated Ravi ★★★★★ as host",
 * "You said the game happened".
 */
export const sentenceOf = (rating: RatingGiven): string => {
  if (!rating.rated) return gameWords(rating);
  const stars = rating.stars !== null ? ` ${starsText(rating.stars)}` : '';
  const role = rating.kind === 'host' ? ' as host' : '';
  const details = detailWords(rating);
  return `You rated ${ratedName(rating.rated)}${stars}${role}${details.length > 0 ? ` · ${details.join(' · ')}` : ''}`;
};

const DISPUTE_WORDS = { Scam: 'Scam', 'Team Player': 'Team player', Others: 'Other' } as const;

/** "Dispute raised: Scam", or null when none was. */
export const disputeWords = (rating: RatingGiven): string | null =>
  rating.dispute ? `Dispute raised: ${DISPUTE_WORDS[rating.dispute]}` : null;
