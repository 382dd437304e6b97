import { invalidProxyEntry, trustProxies, type ProxyTrust } from '@sports/service-kit';
import { z } from 'zod';

/**
 * The deploy's entry point (deploy/docker-compose.yml pins nginx to this address on the platform's
 * network): with loopback, what TRUST_PROXY=true trusts when TRUSTED_PROXIES does not say.
 */
export const DEPLOY_ENTRY_ADDRESS = '172.30.80.10';
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['loopback', DEPLOY_ENTRY_ADDRESS];

/** TRUSTED_PROXIES: comma-separated addresses, CIDR ranges and range names; every entry must parse, so a typo stops the start. */
export const trustedProxiesSchema = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .superRefine((entries, ctx) => {
    for (const entry of entries) {
      const problem = invalidProxyEntry(entry);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }
  })
  .optional();

/**
 * Whose X-Forwarded-For entries count (docs/adr/0113-client-addresses.md):
 * TRUSTED_PROXIES names them; TRUST_PROXY=true alone means DEFAULT_TRUSTED_PROXIES; neither, none.
 */
export const proxyTrustOf = (
  trustProxy: 'true' | 'false' | undefined,
  listed: string[] | undefined,
): { trustedProxies: readonly string[]; trustProxy: ProxyTrust } => {
  const trustedProxies = listed ?? (trustProxy === 'true' ? DEFAULT_TRUSTED_PROXIES : []);
  return { trustedProxies, trustProxy: trustProxies(trustedProxies) };
};
