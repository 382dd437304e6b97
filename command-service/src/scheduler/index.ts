export * from './gameClockDecider';
export * from './gameClockScheduler';
