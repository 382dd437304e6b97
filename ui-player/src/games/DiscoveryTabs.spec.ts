// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../test/app';
import { fakeApi, type Call } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';

setupAppHarness();

/**
 * jsdom lays nothing out: the row is given a phone's measures (375 px wide, six 90 px tabs 4 px
 * apart after 16 px of padding, 592 px in all), and scrolls within them as a browser's would.
 */
const TAB = { width: 90, step: 94, padding: 16 };
const ROW = { clientWidth: 375, scrollWidth: TAB.padding * 2 + TAB.step * 6 - 4 };
const scrolled = new WeakMap<Element, number>();
const isRow = (el: Element) => el.getAttribute('role') === 'tablist';
const tabIndexOf = (el: Element) => [...(el.parentElement?.children ?? [])].indexOf(el);
const measures: Record<string, (this: HTMLElement) => number> = {
  clientWidth() {
    return isRow(this) ? ROW.clientWidth : 0;
  },
  scrollWidth() {
    return isRow(this) ? ROW.scrollWidth : 0;
  },
  offsetWidth() {
    return this.getAttribute('role') === 'tab' ? TAB.width : 0;
  },
  offsetLeft() {
    return this.getAttribute('role') === 'tab' ? TAB.padding + tabIndexOf(this) * TAB.step : 0;
  },
};
const saved: [string, PropertyDescriptor | undefined][] = [];

beforeEach(() => {
  for (const [name, get] of Object.entries(measures)) {
    saved.push([name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)]);
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
  }
  saved.push(['scrollLeft', Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollLeft')]);
  Object.defineProperty(HTMLElement.prototype, 'scrollLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return scrolled.get(this) ?? 0;
    },
    set(this: HTMLElement, value: number) {
      scrolled.set(this, Math.min(Math.max(0, value), Math.max(0, this.scrollWidth - this.clientWidth)));
    },
  });
});
afterEach(() => {
  for (const [name, own] of saved) {
    if (own) Object.defineProperty(HTMLElement.prototype, name, own);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
  saved.length = 0;
});

/** Every list answers one card: the tabs are what is looked at. */
const lists = (call: Call) =>
  call.method === 'GET' && call.path.startsWith('/api/vm/activities/')
    ? { body: { data: { activities: [makeGame()], nextUrl: null, counts: { total: 1 }, stopLoading: true } } }
    : undefined;

const strip = () => screen.getByTestId('discovery-tabs');
const row = () => screen.getByRole('tablist', { name: 'Game lists' });
const fades = () => ({ start: strip().hasAttribute('data-more-start'), end: strip().hasAttribute('data-more-end') });

describe('the discovery tabs on a phone (spec section 2 list tabs, 375 px)', () => {
  it('opens /?tab=saved with Saved scrolled into view and a fade only at the start, where more tabs lie', async () => {
    fakeApi(lists);
    renderAt('/?tab=saved');
    await screen.findByRole('tab', { name: 'Saved', selected: true });
    expect(row().scrollLeft).toBe(ROW.scrollWidth - ROW.clientWidth);
    const saved = screen.getByRole('tab', { name: 'Saved' });
    const left = saved.offsetLeft - row().scrollLeft;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + saved.offsetWidth).toBeLessThanOrEqual(ROW.clientWidth);
    expect(fades()).toEqual({ start: true, end: false });
  });

  it('opens at the start with a fade at the end only, and shows both while scrolled between', async () => {
    fakeApi(lists);
    renderAt('/');
    await screen.findByRole('tab', { name: 'Suggested', selected: true });
    expect(row().scrollLeft).toBe(0);
    expect(fades()).toEqual({ start: false, end: true });
    act(() => {
      row().scrollLeft = 100;
      fireEvent.scroll(row());
    });
    expect(fades()).toEqual({ start: true, end: true });
  });

  it('brings a tab chosen at the edge to the middle of the row, clear of the fades', async () => {
    fakeApi(lists);
    renderAt('/');
    await screen.findByRole('tab', { name: 'Suggested', selected: true });
    fireEvent.click(screen.getByRole('tab', { name: 'My Interests' }));
    await screen.findByRole('tab', { name: 'My Interests', selected: true });
    const chosen = screen.getByRole('tab', { name: 'My Interests' });
    await waitFor(() => expect(row().scrollLeft).toBe(Math.round(chosen.offsetLeft + TAB.width / 2 - ROW.clientWidth / 2)));
    expect(fades()).toEqual({ start: true, end: true });
  });

  it('keeps the tablist: six tabs, one selected, a link each', async () => {
    fakeApi(lists);
    renderAt('/?tab=other');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Suggested', 'Past', 'My Games', 'My Interests', 'Other', 'Saved']);
    expect(tabs.filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent)).toEqual(['Other']);
    expect(tabs.every((t) => t.getAttribute('href')?.startsWith('/?'))).toBe(true);
  });
});
