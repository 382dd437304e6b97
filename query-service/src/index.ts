export * from './games/gameQueries';
export * from './games/routes';
