// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollLeftShowing } from '../ui/scrollStrip';
import { DayChips } from './DayChips';
import { dayChipWord, endAfter, lengthMinutes, lengthWords, movedStart, stripDays } from './whenChips';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A Friday: the strip runs to Thursday 10 December, across the month's end. */
const TODAY = '2026-11-27';

describe('the day strip words', () => {
  it('reads Today, Tomorrow, then the app day words, for the next 14 days', () => {
    const days = stripDays(TODAY);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe(TODAY);
    expect(days[13]).toBe('2026-12-10');
    expect(days.slice(0, 4).map((d) => dayChipWord(d, TODAY))).toEqual(['Today', 'Tomorrow', 'Sun 29 Nov', 'Mon 30 Nov']);
    expect(dayChipWord('2026-12-10', TODAY)).toBe('Thu 10 Dec');
  });

  it('reads a date before today (an edited past game) as its day, not as Today', () => {
    expect(dayChipWord('2026-11-26', TODAY)).toBe('Thu 26 Nov');
  });
});

describe('the quick lengths', () => {
  it('put the end that long after the start, never past midnight', () => {
    expect(endAfter('07:00', 90)).toBe('08:30');
    expect(endAfter('18:45:00', 60)).toBe('19:45');
    expect(endAfter('22:15', 90)).toBe('23:45');
    expect(endAfter('22:15', 120)).toBeNull();
    expect(endAfter('23:00', 60)).toBeNull();
    expect(endAfter('', 60)).toBeNull();
  });

  it('say the length as the game card does, and nothing for an end not after the start', () => {
    expect(lengthMinutes('07:00', '08:30')).toBe(90);
    expect(lengthWords('07:00', '08:30')).toBe('1\u00a0h\u00a030');
    expect(lengthWords('07:00', '07:45')).toBe('45\u00a0min');
    expect(lengthWords('07:00', '09:00')).toBe('2\u00a0h');
    expect(lengthWords('07:00', '07:00')).toBeNull();
    expect(lengthWords('07:00', '06:00')).toBeNull();
    expect(lengthWords('07:00', '')).toBeNull();
  });
});

function Harness({ initial, onPick }: { initial: string; onPick?: (date: string) => void }) {
  const [date, setDate] = useState(initial);
  return createElement(
    'div',
    null,
    createElement('span', { id: 'day-label' }, 'Date'),
    createElement(DayChips, { value: date, today: TODAY, labelledBy: 'day-label', onChange: (d: string) => (setDate(d), onPick?.(d)) }),
  );
}

const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((r) => r.getAttribute('aria-checked') === 'true')
    .map((r) => r.textContent);

describe('the day strip', () => {
  it('is a radio group named Date of 44 px chips, the chosen one checked', () => {
    render(createElement(Harness, { initial: TODAY }));
    const group = screen.getByRole('radiogroup', { name: 'Date' });
    const chips = screen.getAllByRole('radio');
    expect(group.contains(chips[0]!)).toBe(true);
    expect(chips).toHaveLength(14);
    expect(getComputedStyle(chips[0]!).minHeight).toBe('44px');
    expect(checked()).toEqual(['Today']);
  });

  it('checks the chip tapped and tells the form its date', () => {
    const picked: string[] = [];
    render(createElement(Harness, { initial: TODAY, onPick: (d: string) => picked.push(d) }));
    fireEvent.click(screen.getByRole('radio', { name: 'Tomorrow' }));
    expect(checked()).toEqual(['Tomorrow']);
    expect(picked).toEqual(['2026-11-28']);
  });

  it('moves the choice and the focus with the arrows, wrapping, and Home and End; one tab stop', () => {
    render(createElement(Harness, { initial: '2026-11-28' }));
    const tomorrow = screen.getByRole('radio', { name: 'Tomorrow' });
    expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toEqual([tomorrow]);
    tomorrow.focus();
    fireEvent.keyDown(tomorrow, { key: 'ArrowRight' });
    expect(checked()).toEqual(['Sun 29 Nov']);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Sun 29 Nov' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(checked()).toEqual(['Today']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(checked()).toEqual(['Thu 10 Dec']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(checked()).toEqual(['Today']);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Thu 10 Dec');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(checked()).toEqual(['Today']);
    expect(
      screen
        .getAllByRole('radio')
        .filter((r) => r.tabIndex === 0)
        .map((r) => r.textContent),
    ).toEqual(['Today']);
  });

  it('checks no chip for a date past the strip (or before it), and keeps one tab stop', () => {
    render(createElement(Harness, { initial: '2027-01-15' }));
    expect(checked()).toEqual([]);
    expect(
      screen
        .getAllByRole('radio')
        .filter((r) => r.tabIndex === 0)
        .map((r) => r.textContent),
    ).toEqual(['Today']);
    cleanup();
    render(createElement(Harness, { initial: '2026-11-20' }));
    expect(checked()).toEqual([]);
  });

  it('scrolls the chosen day into view, centred as far as the row goes', () => {
    // jsdom lays nothing out: 100 px chips 8 px apart in a 343 px row (375 px less the page's padding).
    const radios = () => Array.from(document.querySelectorAll('[role="radio"]'));
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return radios().indexOf(this) * 108;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(343);
    vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(14 * 108 - 8);
    let scrolled = 0;
    vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation((left: number) => void (scrolled = left));
    render(createElement(Harness, { initial: '2026-12-07' }));
    const expected = scrollLeftShowing({ left: 10 * 108, width: 100 }, { clientWidth: 343, scrollWidth: 14 * 108 - 8 });
    expect(expected).toBeGreaterThan(0);
    expect(scrolled).toBe(expected);
    fireEvent.click(screen.getByRole('radio', { name: 'Today' }));
    expect(scrolled).toBe(0);
  });
});

describe('a new start keeps the length', () => {
  it('moves the end with the start, as a calendar moves an event; keeps the end when there is no length or it would pass midnight', () => {
    expect(movedStart('18:00', '19:30', '19:00')).toEqual({ startTime: '19:00', endTime: '20:30' });
    expect(movedStart('18:00', '19:30', '07:00')).toEqual({ startTime: '07:00', endTime: '08:30' });
    expect(movedStart('18:00', '19:30', '23:00')).toEqual({ startTime: '23:00', endTime: '19:30' });
    expect(movedStart('20:00', '19:30', '21:00')).toEqual({ startTime: '21:00', endTime: '19:30' });
    expect(movedStart('', '19:30', '18:00')).toEqual({ startTime: '18:00', endTime: '19:30' });
  });
});
