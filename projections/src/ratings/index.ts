export * from './ratingsGivenProjection';
export * from './ratedGamesProjection';
export * from './userRatingsProjection';
export * from './disputesProjection';
export * from './ratingsGivenListProjection';
