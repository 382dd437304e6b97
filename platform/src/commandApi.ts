import { createHmac } from 'node:crypto';
import {
  registerAccessCommandRoutes,
  registerCircleCommandRoutes,
  registerGameCommandRoutes,
  registerGameToolRoutes,
  registerImageUploadRoute,
  registerUserCommandRoutes,
  type BlobStore,
  type CommandHandler,
  type CredentialStore,
} from '@sports/command-service';
import type { Api, TokenService } from '@sports/service-kit';
import { mountAccounts } from './accounts';
import type { PlatformConfig } from './config';

/** Every write route, wired the same way in the whole platform and in the command service run alone. */
export const mountCommandApi = (api: Api, config: PlatformConfig, deps: { handler: CommandHandler; tokens: TokenService; credentials: CredentialStore; blobs: BlobStore }) => {
  const { handler } = deps;
  const accounts = mountAccounts(api, config, handler, deps.tokens, deps.credentials);
  registerGameCommandRoutes(api, handler);
  registerGameToolRoutes(api, handler, {
    images: deps.blobs,
    messages: accounts.delivery,
    inviteKey: createHmac('sha256', config.jwtSecret).update('game-invite-links').digest('base64url'),
    publicUrl: config.publicUrl,
  });
  registerCircleCommandRoutes(api, handler);
  registerUserCommandRoutes(api, handler);
  registerAccessCommandRoutes(api, handler);
  registerImageUploadRoute(api, deps.blobs);
  return accounts;
};
