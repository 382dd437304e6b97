import type { NewPhone } from './phoneApi';

/** A code sent to a new number, as kept while the player is away from /settings/phone. */
export interface PendingPhoneChange {
  number: NewPhone;
  /** The number as the server masked it. */
  to: string;
  /** When the code was sent and when it stops being valid (the reply's expiresInSeconds), epoch ms. */
  sentAtMs: number;
  expiresAtMs: number;
  resendAtMs: number;
}

const KEY_PREFIX = 'sports.phoneChange.';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storage = (): Store | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: the code step lasts as long as the page, as before
  }
};

const isPending = (value: unknown): value is PendingPhoneChange => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const number = v.number as Record<string, unknown> | undefined;
  return (
    typeof number?.phone === 'string' &&
    typeof number.countryCode === 'string' &&
    typeof v.to === 'string' &&
    [v.sentAtMs, v.expiresAtMs, v.resendAtMs].every((n) => typeof n === 'number' && Number.isFinite(n))
  );
};

/**
 * The code step of a number change, kept for this tab (sessionStorage, per user) so a player who
 * leaves to read the SMS, or opens another page, comes back to it rather than to an empty number;
 * it lapses with the code (docs/adr/0096-phone-change-code-step.md).
 */
export function loadPendingChange(userId: string, nowMs: number, store: Store | null = storage()): PendingPhoneChange | null {
  const raw = store?.getItem(KEY_PREFIX + userId);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!isPending(parsed) || parsed.expiresAtMs <= nowMs) {
    store?.removeItem(KEY_PREFIX + userId);
    return null;
  }
  return parsed;
}

export function savePendingChange(userId: string, pending: PendingPhoneChange, store: Store | null = storage()): void {
  try {
    store?.setItem(KEY_PREFIX + userId, JSON.stringify(pending));
  } catch {
    // Storage full or blocked: the step lasts as long as the page.
  }
}

export function clearPendingChange(userId: string, store: Store | null = storage()): void {
  store?.removeItem(KEY_PREFIX + userId);
}
