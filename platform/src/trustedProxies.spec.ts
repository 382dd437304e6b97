import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadConfig } from './config';
import { DEPLOY_ENTRY_ADDRESS } from './trustedProxies';

/** TRUST_PROXY and TRUSTED_PROXIES (docs/adr/0113-client-addresses.md, README "Configuration"). */
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'proxies-')), ...env });
const refusal = (env: Record<string, string>): string => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
};

describe('which proxies the platform trusts', () => {
  it('trusts none by default: the socket peer is the client', () => {
    const config = load({});
    expect(config.trustedProxies).toEqual([]);
    expect(config.trustProxy('127.0.0.1', 0)).toBe(false);
  });

  it('TRUST_PROXY=true trusts loopback and the deploy entry point, nothing else', () => {
    const config = load({ TRUST_PROXY: 'true' });
    expect(config.trustedProxies).toEqual(['loopback', DEPLOY_ENTRY_ADDRESS]);
    expect([config.trustProxy('127.0.0.1', 0), config.trustProxy('::1', 0), config.trustProxy(DEPLOY_ENTRY_ADDRESS, 0)]).toEqual([
      true,
      true,
      true,
    ]);
    expect([config.trustProxy('172.30.80.11', 0), config.trustProxy('10.0.0.1', 0), config.trustProxy('203.0.113.5', 0)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('TRUSTED_PROXIES names them exactly (with or without TRUST_PROXY=true); an empty list trusts none', () => {
    const envs: Array<Record<string, string>> = [
      { TRUSTED_PROXIES: ' 10.1.0.0/16 , fd00::/8,uniquelocal ' },
      { TRUST_PROXY: 'true', TRUSTED_PROXIES: '10.1.0.0/16, fd00::/8, uniquelocal' },
    ];
    for (const env of envs) {
      const config = load(env);
      expect(config.trustedProxies).toEqual(['10.1.0.0/16', 'fd00::/8', 'uniquelocal']);
      expect([config.trustProxy('10.1.2.3', 0), config.trustProxy('192.168.1.1', 0), config.trustProxy('127.0.0.1', 0)]).toEqual([
        true,
        true,
        false,
      ]);
    }
    expect(load({ TRUST_PROXY: 'true', TRUSTED_PROXIES: '' }).trustedProxies).toEqual([]);
  });

  it('refuses to start on an entry it cannot read, naming the variable and the entry', () => {
    expect(refusal({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/33' })).toMatch(
      /^Invalid configuration: TRUSTED_PROXIES: '10\.0\.0\.0\/33' is not an IP address, a CIDR range/,
    );
    const both = refusal({ TRUSTED_PROXIES: 'nginx, 300.1.1.1' });
    expect(both).toContain("'nginx'");
    expect(both).toContain("'300.1.1.1'");
  });

  it('refuses TRUSTED_PROXIES beside TRUST_PROXY=false rather than guessing which one was meant', () => {
    expect(refusal({ TRUST_PROXY: 'false', TRUSTED_PROXIES: '127.0.0.1' })).toMatch(/TRUSTED_PROXIES .* TRUST_PROXY=false/);
    expect(refusal({ TRUST_PROXY: 'yes' })).toContain('TRUST_PROXY');
  });
});
