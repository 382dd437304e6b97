import { describe, expect, it } from 'vitest';
import { itemLink } from './itemLink';

describe('where an inbox item leads', () => {
  it("opens a host's question notification at the game's questions, as the server links it now and as it linked it before", () => {
    expect(itemLink({ kind: 'question_asked', link: '/games/g1#questions' })).toBe('/games/g1#questions');
    expect(itemLink({ kind: 'question_asked', link: '/games/g1' })).toBe('/games/g1#questions');
  });

  it('keeps every other link as the server gave it', () => {
    expect(itemLink({ kind: 'join_request', link: '/games/g1/manage' })).toBe('/games/g1/manage');
    expect(itemLink({ kind: 'invitation', link: '/games/g1' })).toBe('/games/g1');
    expect(itemLink({ kind: 'game_changed', link: '/games/g1' })).toBe('/games/g1');
    expect(itemLink({ kind: 'question_asked', link: '/games/g1#answers' })).toBe('/games/g1#answers');
    expect(itemLink({ kind: 'review_prompt', link: null })).toBeUndefined();
  });
});
