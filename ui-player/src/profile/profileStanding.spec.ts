import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken } from '../test/tokens';
import { rememberStanding } from './standingMemory';
import { INCOMPLETE_KEY, NUDGE_DISMISSED_KEY, nudgeExpected, usersUnder } from './profileStanding';

/** What the shell knows before the nudge's code loads (docs/adr/0136-pages-that-hold-still.md). */
describe('the profile standing this browser remembers (spec section 3 "check user")', () => {
  afterEach(() => localStorage.clear());

  it('expects the nudge for a player last found incomplete, on every page but the profile and its form', () => {
    rememberStanding('u1', true);
    expect(nudgeExpected('u1', '/')).toBe(true);
    expect(nudgeExpected('u1', '/games/g1')).toBe(true);
    for (const page of ['/profile', '/profile/', '/profile/complete']) expect(nudgeExpected('u1', page)).toBe(false);
    expect(nudgeExpected('u2', '/')).toBe(false);
  });

  it('forgets a player once complete, and keeps the others', () => {
    rememberStanding('u1', true);
    rememberStanding('u2', true);
    rememberStanding('u1', false);
    expect(usersUnder(INCOMPLETE_KEY)).toEqual(['u2']);
    rememberStanding('u2', true);
    expect(usersUnder(INCOMPLETE_KEY)).toEqual(['u2']);
  });

  it('expects no nudge for a player who closed it', () => {
    rememberStanding('u1', true);
    localStorage.setItem(NUDGE_DISMISSED_KEY, JSON.stringify(['u1']));
    expect(nudgeExpected('u1', '/')).toBe(false);
  });

  it('reads anything else stored under its keys as nobody', () => {
    localStorage.setItem(INCOMPLETE_KEY, '{not json');
    expect(usersUnder(INCOMPLETE_KEY)).toEqual([]);
    localStorage.setItem(INCOMPLETE_KEY, JSON.stringify({ u1: true }));
    expect(nudgeExpected('u1', '/')).toBe(false);
    localStorage.setItem(INCOMPLETE_KEY, JSON.stringify(['u1', 7, null]));
    expect(usersUnder(INCOMPLETE_KEY)).toEqual(['u1']);
  });
});

describe('what the sign-in learned, handed to the nudge once', () => {
  afterEach(() => localStorage.clear());

  it('hands the answer of the sign-in check to the nudge once, and remembers it for the next page load', async () => {
    vi.doMock('./checkProfile', () => ({ checkProfile: async () => ({ exists: true, isProfileCompleted: false }) }));
    const { learnStanding } = await import('./learnStanding');
    const { takeLearned } = await import('./standingMemory');
    await learnStanding(accessToken({ userId: 'u7' }));
    expect(takeLearned('u8')).toBeNull();
    await learnStanding(accessToken({ userId: 'u7' }));
    expect(takeLearned('u7')).toBe(true);
    expect(takeLearned('u7')).toBeNull();
    expect(nudgeExpected('u7', '/')).toBe(true);
    vi.doUnmock('./checkProfile');
  });

  it("loads the bar's code while signing in when the profile is incomplete, and not when it is complete", async () => {
    let barLoaded = false;
    vi.doMock('./ProfileNudge', () => {
      barLoaded = true;
      return { ProfileNudge: () => null };
    });
    vi.doMock('./checkProfile', () => ({ checkProfile: async () => ({ exists: true, isProfileCompleted: true }) }));
    vi.resetModules();
    await (await import('./learnStanding')).learnStanding(accessToken({ userId: 'u7' }));
    expect(barLoaded).toBe(false);

    vi.doMock('./checkProfile', () => ({ checkProfile: async () => ({ exists: true, isProfileCompleted: false }) }));
    vi.resetModules();
    await (await import('./learnStanding')).learnStanding(accessToken({ userId: 'u7' }));
    expect(barLoaded).toBe(true);
    vi.doUnmock('./checkProfile');
    vi.doUnmock('./ProfileNudge');
  });
});
