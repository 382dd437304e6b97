import { NOTIFICATION_KINDS } from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import { KIND_WORDS } from './kindWords';

describe('the heading above an inbox item', () => {
  it('names every kind the server sends, a changed game among them', () => {
    expect(NOTIFICATION_KINDS.filter((kind) => !KIND_WORDS[kind])).toEqual([]);
    expect(KIND_WORDS.game_changed).toBe('Game changed');
  });
});
