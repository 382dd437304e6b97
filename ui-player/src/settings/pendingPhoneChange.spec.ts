import { describe, expect, it } from 'vitest';
import { clearPendingChange, loadPendingChange, savePendingChange, type PendingPhoneChange } from './pendingPhoneChange';

/** A Storage of one's own, so the spec sees exactly what is kept. */
const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
};

const pending: PendingPhoneChange = {
  number: { phone: '98000 00002', countryCode: '91' },
  to: '+91••••••0002',
  sentAtMs: 1_000,
  expiresAtMs: 601_000,
  resendAtMs: 31_000,
};

describe("the phone change's code step, kept for the tab until the code lapses", () => {
  it('gives back what was kept while the code is valid, per user', () => {
    const store = memory();
    savePendingChange('u1', pending, store);
    expect(loadPendingChange('u1', 300_000, store)).toEqual(pending);
    expect(loadPendingChange('u2', 300_000, store)).toBeNull();
  });

  it('forgets it once the code has lapsed, and when the change is done or the number edited', () => {
    const store = memory();
    savePendingChange('u1', pending, store);
    expect(loadPendingChange('u1', 601_000, store)).toBeNull();
    expect(store.items.size).toBe(0);
    savePendingChange('u1', pending, store);
    clearPendingChange('u1', store);
    expect(loadPendingChange('u1', 2_000, store)).toBeNull();
  });

  it('ignores what is not a kept change (hand-edited, an older shape) and removes it', () => {
    const store = memory();
    for (const raw of ['not json', '{"to":"x"}', JSON.stringify({ ...pending, expiresAtMs: 'soon' })]) {
      store.setItem('sports.phoneChange.u1', raw);
      expect(loadPendingChange('u1', 2_000, store)).toBeNull();
      expect(store.items.size).toBe(0);
    }
  });

  it('works without storage (blocked by the browser): nothing is kept', () => {
    savePendingChange('u1', pending, null);
    expect(loadPendingChange('u1', 2_000, null)).toBeNull();
  });
});
