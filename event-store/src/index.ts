export * from './port';
export * from './sqlite/sqliteEventStore';
export * from './eventId';
