import { describe, expect, it } from 'vitest';
import { eventDefinitions } from '../events';
import { HISTORY_WORDS, UNKNOWN_EVENT_WORDS, historySentence, historyWordsOf, isPlatformProcess } from './historyWords';

const first = { data: {}, first: true };
const later = { data: {}, first: false };
/** A type name's shape: two capitalised words run together ("SpaceCreated"). */
const TYPE_NAME = /[a-z][A-Z]/;

describe('a history in words (docs/adr/0106-words-not-ids.md)', () => {
  it.each(Object.keys(eventDefinitions))('has words for %s, never its type name', (type) => {
    expect(HISTORY_WORDS[type], `add words for ${type} to contracts/src/admin/historyWords.ts`).toBeDefined();
    for (const context of [first, later]) {
      const words = historyWordsOf(type, context);
      expect(words).not.toBe(UNKNOWN_EVENT_WORDS);
      expect(words).not.toMatch(TYPE_NAME);
      expect(words).toMatch(/^[A-Z]/);
    }
  });

  it('says a record was created on its first save and changed on later ones', () => {
    expect(historyWordsOf('CouponSaved', first)).toBe('Coupon created');
    expect(historyWordsOf('CouponSaved', later)).toBe('Coupon changed');
  });

  it('says which statuses a status change went between, in words', () => {
    expect(historyWordsOf('OrganisationStatusChanged', { data: { from: 'active', to: 'suspended' }, first: false })).toBe(
      'Organisation status changed from active to suspended',
    );
    expect(historyWordsOf('RecordStatusChanged', { data: { from: 'follow_up', status: 'converted' }, first: false })).toBe(
      'Status changed from follow up to converted',
    );
    expect(historyWordsOf('MatchFullSet', { data: { isMatchFull: false }, first: false })).toBe('Game opened again for players');
  });

  it('reads an unknown event type as words too', () => {
    expect(historyWordsOf('SomethingNew', first)).toBe(UNKNOWN_EVENT_WORDS);
  });

  it('adds who did it: a person by name, the platform, or its own processes', () => {
    expect(historySentence('Venue created', { kind: 'person', name: 'Vikram Rao' })).toBe('Venue created by Vikram Rao');
    expect(historySentence('Game ended', { kind: 'process' })).toBe('Game ended automatically');
    expect(historySentence('Organisation registered', { kind: 'platform' })).toBe('Organisation registered by the platform');
    expect(isPlatformProcess('system.notifier')).toBe(true);
    expect(isPlatformProcess('game-clock')).toBe(true);
    expect(isPlatformProcess('demo-manager-vikram')).toBe(false);
  });
});
