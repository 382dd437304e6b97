// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { isFormField, useKeepsPromptAway, usePromptKeptAway } from './promptQuiet';

afterEach(cleanup);

function Task({ active }: { active: boolean }) {
  useKeepsPromptAway(active);
  return null;
}

function Probe() {
  const away = usePromptKeptAway();
  return createElement('output', { 'aria-label': 'away' }, String(away));
}

let show: (on: boolean) => void = () => undefined;
function Page({ taskActive = true }: { taskActive?: boolean }) {
  const [on, setOn] = useState(false);
  show = setOn;
  return createElement(
    'div',
    null,
    createElement(Probe),
    on && createElement(Task, { active: taskActive }),
    createElement('input', { 'aria-label': 'Name' }),
    createElement('button', null, 'Go'),
  );
}

const away = () => screen.getByRole('status', { name: 'away' }).textContent;

describe('the review prompt waits while a task is under way (spec section 2; the walk at 375 px)', () => {
  it('waits while a registered task (the game form, the running "Run the game" panel) is mounted, and only then', () => {
    render(createElement(Page));
    expect(away()).toBe('false');
    act(() => show(true));
    expect(away()).toBe('true');
    act(() => show(false));
    expect(away()).toBe('false');
  });

  it('does not wait for a task that is not active (the run panel before the game starts)', () => {
    render(createElement(Page, { taskActive: false }));
    act(() => show(true));
    expect(away()).toBe('false');
  });

  it('waits while the focus is in a form field, not on a button', async () => {
    render(createElement(Page));
    act(() => screen.getByRole('textbox', { name: 'Name' }).focus());
    expect(away()).toBe('true');
    await act(async () => {
      screen.getByRole('button', { name: 'Go' }).focus();
      await Promise.resolve();
    });
    expect(away()).toBe('false');
  });

  it('counts inputs, text areas, selects and editable text as fields; buttons are not', () => {
    const el = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.firstElementChild;
    };
    expect(['<input>', '<input type="tel">', '<textarea></textarea>', '<select></select>'].map((h) => isFormField(el(h)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['<input type="submit">', '<button></button>', '<a href="/">x</a>'].map((h) => isFormField(el(h)))).toEqual([
      false,
      false,
      false,
    ]);
    expect(isFormField(null)).toBe(false);
  });
});
