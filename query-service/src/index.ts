export * from './games/gameQueries';
export * from './games/routes';
export * from './users/userViews';
export * from './users/routes';
