export * from './core/projection';
export * from './core/runner';
export * from './documentStore/port';
export * from './documentStore/sqlite/sqliteDocumentStore';
export * from './gameList/gameListProjection';
export * from './projections';
export * from './core/positionWaiters';
