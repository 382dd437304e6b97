import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import {
  DevOutbox,
  OtpLogin,
  PhoneChange,
  Sessions,
  UserDirectory,
  WebhookDelivery,
  registerAccountRoutes,
  registerDevRoutes,
  type CodeDelivery,
  type CommandHandler,
  type CredentialStore,
} from '@sports/command-service';
import { SqliteCredentialStore } from '@sports/adapters/credentials/sqliteCredentialStore';
import { SessionCheck, TokenService, type Api } from '@sports/service-kit';
import type { PlatformConfig } from './config';
import { checkCredentialStoreAtStart } from './embeddedFiles/checkAtStart';

export const tokenServiceFor = (config: PlatformConfig) =>
  new TokenService({
    secret: config.jwtSecret,
    issuer: config.jwtIssuer,
    accessTtlSeconds: config.accessTtlSeconds,
    refreshTtlSeconds: config.refreshTtlSeconds,
  });

/**
 * Embedded storage: accounts.sqlite beside the other files, checked first: a damaged one throws
 * DamagedCredentialStoreError (docs/adr/0115-damaged-sqlite-files.md).
 * EventStoreDB/MongoDB storage: MongoDB (TTL indexes).
 */
export const openCredentialStore = async (config: PlatformConfig): Promise<CredentialStore> => {
  if (config.storage === 'embedded') {
    const file = join(config.dataDir, 'accounts.sqlite');
    checkCredentialStoreAtStart(file);
    return new SqliteCredentialStore(file);
  }
  const { MongoCredentialStore } = await import('@sports/adapters/credentials/mongoCredentialStore');
  return MongoCredentialStore.connect(config.mongoUrl!, config.mongoDb);
};

/**
 * Access tokens of a session ended by logout or revocation are refused from then
 * on, checked against the credential store's revoked families through a small cache (SessionCheck).
 */
export const checkSessions = (tokens: TokenService, credentials: CredentialStore): SessionCheck => {
  const check = new SessionCheck({ isSessionEnded: (sessionId) => credentials.isFamilyRevoked(sessionId) });
  tokens.checkSessionsWith(check);
  return check;
};

/**
 * Login, sessions and (development only) the development endpoints, wired the same way in the
 * whole platform and in the command service run alone.
 */
export const mountAccounts = (
  api: Api,
  config: PlatformConfig,
  handler: CommandHandler,
  tokens: TokenService,
  credentials: CredentialStore,
) => {
  // The development outbox exists in development only; production codes go through the webhook alone.
  const outbox = config.devEndpoints ? new DevOutbox() : null;
  const delivery: CodeDelivery | null = config.otpWebhook ? new WebhookDelivery(config.otpWebhook) : outbox;
  if (!delivery) throw new Error('One-time codes need OTP_WEBHOOK_URL and OTP_WEBHOOK_SECRET outside development');
  // Codes are hashed with a key derived from the signing secret, never the secret itself.
  const pepper = createHmac('sha256', config.jwtSecret).update('otp-code-hash').digest('base64url');
  const directory = new UserDirectory(handler);
  const sessions = new Sessions(tokens, credentials, directory, checkSessions(tokens, credentials));
  const otp = new OtpLogin(credentials, delivery, pepper);
  const phoneChange = new PhoneChange(otp, directory, handler, delivery);
  registerAccountRoutes(api, {
    otp,
    sessions,
    directory,
    phoneChange,
    shieldServerToken: config.shieldServerToken,
    trustProxy: config.trustProxy,
  });
  if (outbox) registerDevRoutes(api, handler, sessions, outbox);
  return { sessions, outbox, delivery };
};
