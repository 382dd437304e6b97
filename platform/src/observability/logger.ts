import { pino, type DestinationStream, type Logger } from 'pino';
import type { PlatformConfig } from '../config';

export type { Logger };

/**
 * One JSON object per line on stdout (pino): `service` on every line, and a `correlationId` on
 * every line about a command or an event, so one command can be followed from its HTTP request
 * through its events to each read model it changed (docs/production.md "Observability").
 */
export const createLogger = (service: string, level: PlatformConfig['logLevel'] = 'info', destination?: DestinationStream): Logger =>
  pino({ level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
