import { describe, expect, it } from 'vitest';
import { LAYER } from './layers';

describe('layers', () => {
  it('stacks the frame under the review prompt, the prompt under the rating panel, and toasts over all', () => {
    const order = [LAYER.dropdown, LAYER.frame, LAYER.promptBackdrop, LAYER.prompt, LAYER.panelBackdrop, LAYER.panel, LAYER.toast];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(new Set(order).size).toBe(order.length);
  });
});
