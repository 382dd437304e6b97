export * from './dueGamesProjection';
export * from './leaderboardEntriesProjection';
