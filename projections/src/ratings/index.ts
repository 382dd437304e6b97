export * from './ratingsGivenProjection';
export * from './ratedGamesProjection';
export * from './reputationProjection';
export * from './hostRatingProjection';
export * from './skillRatingsProjection';
export * from './disputesProjection';
