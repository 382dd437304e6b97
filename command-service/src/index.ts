export * from './core/commandHandler';
export * from './core/decider';
export * from './games/gameDecider';
export * from './games/routes';
export * from './dev/routes';
export * from './dev/demoAccounts';
export * from './users/userDecider';
