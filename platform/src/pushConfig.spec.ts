import { createECDH } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, generateVapidKeys, loadConfig } from './config';

/** Web Push's settings (docs/adr/0099-web-push.md, README "Configuration"). */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  OTP_WEBHOOK_URL: 'https://gateway.example/send',
  OTP_WEBHOOK_SECRET: 'y'.repeat(20),
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
};
const dataDir = () => mkdtempSync(join(tmpdir(), 'push-config-'));
const refusal = (env: Record<string, string>): ConfigurationError => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
};

describe('Web Push configuration', () => {
  it('generates a VAPID key pair into DATA_DIR on the first development start, and reads it back after', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).push!;
    expect(first.subject).toBe('mailto:push@example.invalid');
    const file = join(dir, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(loadConfig({ DATA_DIR: dir }).push).toEqual(first);
    // The pair belongs together: the private scalar gives the public point.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(first.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(first.publicKey);
  });

  it('uses the keys and subject given, and generates none when PUSH_NOTIFICATIONS=false', () => {
    const keys = generateVapidKeys();
    const dir = dataDir();
    const given = loadConfig({
      DATA_DIR: dir,
      PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
      PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
      PUSH_SUBJECT: 'https://sports.example/contact',
    });
    expect(given.push).toEqual({ ...keys, subject: 'https://sports.example/contact' });
    expect(existsSync(join(dir, 'vapid-keys.json'))).toBe(false);
    const off = dataDir();
    expect(loadConfig({ DATA_DIR: off, PUSH_NOTIFICATIONS: 'false' }).push).toBeUndefined();
    expect(existsSync(join(off, 'vapid-keys.json'))).toBe(false);
  });

  it('runs production without keys (no pushes, nothing generated), and with both keys and a subject', () => {
    const dir = dataDir();
    expect(loadConfig({ ...production, DATA_DIR: dir }).push).toBeUndefined();
    expect(existsSync(join(dir, 'vapid-keys.json'))).toBe(false);
    const keys = generateVapidKeys();
    const config = loadConfig({
      ...production,
      DATA_DIR: dir,
      PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
      PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
      PUSH_SUBJECT: 'mailto:ops@sports.example',
    });
    expect(config.push).toEqual({ ...keys, subject: 'mailto:ops@sports.example' });
  });

  it('refuses one key without the other, production keys without a subject, and malformed values', () => {
    const keys = generateVapidKeys();
    expect(refusal({ DATA_DIR: dataDir(), PUSH_VAPID_PUBLIC_KEY: keys.publicKey }).missing).toEqual(['PUSH_VAPID_PRIVATE_KEY']);
    expect(
      refusal({ ...production, DATA_DIR: dataDir(), PUSH_VAPID_PUBLIC_KEY: keys.publicKey, PUSH_VAPID_PRIVATE_KEY: keys.privateKey })
        .missing,
    ).toEqual(['PUSH_SUBJECT']);
    expect(refusal({ DATA_DIR: dataDir(), PUSH_VAPID_PUBLIC_KEY: 'short', PUSH_VAPID_PRIVATE_KEY: keys.privateKey }).message).toMatch(
      /PUSH_VAPID_PUBLIC_KEY/,
    );
    expect(refusal({ DATA_DIR: dataDir(), PUSH_SUBJECT: 'http://sports.example' }).message).toMatch(
      /PUSH_SUBJECT: must be a mailto: or https: address/,
    );
  });
});
