import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { credentialStoreContract } from '@sports/command-service/accounts/credentialStoreContract';
import { SqliteCredentialStore } from './sqliteCredentialStore';

const file = join(mkdtempSync(join(tmpdir(), 'credentials-')), 'accounts.sqlite');
credentialStoreContract('embedded SQLite', async () => new SqliteCredentialStore(file));
