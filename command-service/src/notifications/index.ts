export * from './notificationRules';
export * from './notifier';
export * from './routes';
