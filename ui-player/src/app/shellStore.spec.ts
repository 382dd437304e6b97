// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isAppFromQuery } from './embedded';
import { SHELL_STORAGE_KEY, useShell } from './shellStore';

afterEach(() => {
  useShell.setState({ isApp: false, sizeClass: 'MOBILE' });
  localStorage.clear();
});

const stored = () => JSON.parse(localStorage.getItem(SHELL_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> };

describe('the persisted shell store (spec section 9)', () => {
  it('stores the size class and the isApp flag locally, and leaves out getAllProperties', () => {
    useShell.getState().setSizeClass('LG');
    useShell.getState().setIsApp(true);
    expect(stored().state).toEqual({ isApp: true, sizeClass: 'LG' });
    expect(Object.keys(stored().state)).not.toContain('getAllProperties');
    expect(useShell.getState().getAllProperties()).toEqual({ isApp: true, sizeClass: 'LG' });
  });

  it('reads the stored flag back after a reload', async () => {
    localStorage.setItem(SHELL_STORAGE_KEY, JSON.stringify({ state: { isApp: true, sizeClass: 'XL' }, version: 1 }));
    await useShell.persist.rehydrate();
    expect(useShell.getState().getAllProperties()).toEqual({ isApp: true, sizeClass: 'XL' });
    expect(typeof useShell.getState().getAllProperties).toBe('function');
  });
});

describe('isApp in the query (spec section 2)', () => {
  it.each([
    ['?isApp=true', true],
    ['?status=past&isApp=true', true],
    ['?isApp=false', false],
    ['?isApp=1', undefined],
    ['', undefined],
  ])('%j says %s', (search, expected) => {
    expect(isAppFromQuery(search)).toBe(expected);
  });
});
