import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { RESOURCE_ENTRIES } from '../resources/entries';
import { translate } from './i18nProvider';

/** react-admin's default provider (<Admin>'s), which ours replaces on the first screen. */
const polyglot = polyglotI18nProvider(() => englishMessages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

describe('the back office’s i18nProvider', () => {
  it('translates as react-admin’s polyglot provider does: keys, missing keys, _ defaults, substitution and plurals', () => {
    const cases: Array<[string, Record<string, unknown>?]> = [
      ['ra.action.delete'],
      ['ra.page.dashboard'],
      ['ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 37 }],
      ['ra.message.bulk_delete_content', { name: 'orders', smart_count: 1 }],
      ['ra.message.bulk_delete_content', { name: 'orders', smart_count: 3 }],
      ['resources.orders.name', { smart_count: 2, _: 'Orders' }],
      ['resources.orders.fields.status', { _: 'Status' }],
      ['A sentence of our own'],
      ['ra.notification.deleted', { smart_count: 1 }],
      ['ra.message.delete_title', { name: 'Order', id: 'o-1' }],
    ];
    for (const [key, options] of cases) expect(translate(key, options), key).toBe(polyglot.translate(key, options));
  });

  it('words a save per resource, as react-admin’s controllers ask for it, instead of "Element created"', () => {
    // What useCreateController, useEditController and useDeleteController pass (ra-core 5).
    const say = (resource: string, what: 'created' | 'updated' | 'deleted') =>
      translate(`resources.${resource}.notifications.${what}`, {
        smart_count: 1,
        _: translate(`ra.notification.${what}`, { smart_count: 1 }),
      });
    expect(say('spaces', 'created')).toBe('Venue created');
    expect(say('coupons', 'updated')).toBe('Coupon saved');
    expect(say('classes', 'created')).toBe('Class created');
    expect(say('packs', 'created')).toBe('Pack created');
    expect(say('settlements', 'created')).toBe('Payout settled');
    expect(say('access', 'created')).toBe('Access granted');
    expect(say('access', 'deleted')).toBe('Access revoked');
    expect(say('organisations', 'updated')).toBe('Organisation saved');
    for (const resource of Object.keys(RESOURCE_ENTRIES)) {
      for (const what of ['created', 'updated', 'deleted'] as const)
        expect(say(resource, what), `${resource} ${what}`).not.toMatch(/Element/);
    }
  });
});
