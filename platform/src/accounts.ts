import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import {
  DevOutbox,
  OtpLogin,
  Sessions,
  SqliteCredentialStore,
  UserDirectory,
  WebhookDelivery,
  registerAccountRoutes,
  registerDevRoutes,
  type CodeDelivery,
  type CommandHandler,
  type CredentialStore,
} from '@sports/command-service';
import { TokenService, type Api } from '@sports/service-kit';
import type { PlatformConfig } from './config';

export const tokenServiceFor = (config: PlatformConfig) =>
  new TokenService({ secret: config.jwtSecret, issuer: config.jwtIssuer, accessTtlSeconds: config.accessTtlSeconds, refreshTtlSeconds: config.refreshTtlSeconds });

/** Embedded: accounts.sqlite beside the other files. Production: MongoDB (TTL indexes). */
export const openCredentialStore = async (config: PlatformConfig): Promise<CredentialStore> => {
  if (config.mode === 'embedded') return new SqliteCredentialStore(join(config.dataDir, 'accounts.sqlite'));
  const { MongoCredentialStore } = await import('@sports/command-service/accounts/mongoCredentialStore');
  return MongoCredentialStore.connect(config.mongoUrl!, config.mongoDb);
};

/**
 * Login, sessions and (embedded only) the development endpoints, wired the same way in the
 * whole platform and in the command service run alone.
 */
export const mountAccounts = (api: Api, config: PlatformConfig, handler: CommandHandler, tokens: TokenService, credentials: CredentialStore) => {
  const outbox = new DevOutbox();
  const delivery: CodeDelivery = config.otpWebhook ? new WebhookDelivery(config.otpWebhook) : outbox;
  // Codes are hashed with a key derived from the signing secret, never the secret itself.
  const pepper = createHmac('sha256', config.jwtSecret).update('otp-code-hash').digest('base64url');
  const directory = new UserDirectory(handler);
  const sessions = new Sessions(tokens, credentials, directory);
  registerAccountRoutes(api, { otp: new OtpLogin(credentials, delivery, pepper), sessions, directory, shieldServerToken: config.shieldServerToken, trustProxy: config.trustProxy });
  if (config.devEndpoints) registerDevRoutes(api, handler, sessions, outbox);
  return { sessions, outbox, delivery };
};
