export * from './pushSubscriptionsDecider';
export * from './pushPayload';
export * from './pushSender';
export * from './pushChannel';
export * from './webPushSender';
export * from './routes';
