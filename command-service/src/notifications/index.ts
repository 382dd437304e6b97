export * from './notificationRules';
export * from './notifier';
export * from './routes';
export * from './inboxDecider';
export * from './reviewPrompt';
export * from './orderNotification';
