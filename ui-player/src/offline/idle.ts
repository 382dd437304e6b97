/** Runs `task` once the browser is idle after the first screen (at most 5 s on), or after 2 s where there is no idle callback. */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}
