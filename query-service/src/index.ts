export * from './games/gameQueries';
export * from './games/routes';
export * from './users/userViews';
export * from './users/routes';
export * from './users/accessViews';
export * from './users/accessRoutes';
