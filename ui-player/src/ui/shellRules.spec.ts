// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sizeClassFor } from './sizeClass';
import { themeForPath } from './theme';
import { HOLD_TOAST_MS, LIST_LOADER_HIDE_MS, useLingeringLoader } from './timings';
import { toast, useToasts } from './toast/store';

afterEach(() => {
  vi.useRealTimers();
  useToasts.setState({ toasts: [] });
});

describe('theme by path (spec sections 2 and 9)', () => {
  it.each([
    ['/', 'dark'],
    ['/games/g1', 'dark'],
    ['/vm', 'light'],
    ['/vm/activities/g1', 'light'],
    ['/external', 'light'],
    ['/games/external-invite', 'light'],
    ['/profile/vm', 'dark'],
  ])('%s is %s', (path, theme) => {
    expect(themeForPath(path)).toBe(theme);
  });
});

describe('size classes (spec sections 2 and 9)', () => {
  it.each([
    [0, 'MOBILE'],
    [375, 'MOBILE'],
    [767, 'MOBILE'],
    [768, 'TAB'],
    [1023, 'TAB'],
    [1024, 'LG'],
    [1280, 'LG'],
    [1439, 'LG'],
    [1440, 'XL'],
    [2560, 'XL'],
  ])('%i px is %s', (width, sizeClass) => {
    expect(sizeClassFor(width)).toBe(sizeClass);
  });
});

describe('timings (spec section 9)', () => {
  it('the list loader stays while loading and hides 1 second after the load', () => {
    vi.useFakeTimers();
    expect(LIST_LOADER_HIDE_MS).toBe(1_000);
    const { result, rerender } = renderHook(({ loading }) => useLingeringLoader(loading), { initialProps: { loading: true } });
    expect(result.current).toBe(true);
    rerender({ loading: false });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
    rerender({ loading: true });
    expect(result.current).toBe(true);
  });

  it('the hold toast closes after 2 seconds, other toasts stay longer', () => {
    vi.useFakeTimers();
    expect(HOLD_TOAST_MS).toBe(2_000);
    toast('success', 'Game put on hold', undefined, HOLD_TOAST_MS);
    toast('success', 'Game saved/unsaved successfully !');
    act(() => {
      vi.advanceTimersByTime(1_999);
    });
    expect(useToasts.getState().toasts).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['Game saved/unsaved successfully !']);
  });
});
