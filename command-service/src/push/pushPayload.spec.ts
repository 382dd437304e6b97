import { NOTIFICATION_KINDS } from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import { pushPayloadFor } from './pushPayload';

describe('what a push carries (docs/adr/0099-web-push.md)', () => {
  it('has the inbox words and link, a title and a tag, for every kind of notification', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const payload = pushPayloadFor({ kind, text: 'Some words.', link: '/games/g1' });
      expect(payload.title).toMatch(/^[A-Z][a-z -]+[a-z?]$/);
      expect(payload).toMatchObject({ body: 'Some words.', url: '/games/g1', tag: `${kind}:/games/g1` });
    }
  });

  it('words the kinds: some by hand, the others as their name reads', () => {
    expect(pushPayloadFor({ kind: 'waitlist_offer', text: 't', link: '/games/g1' }).title).toBe('A place opened up');
    expect(pushPayloadFor({ kind: 'chat_mention', text: 't', link: '/games/g1' }).title).toBe('You were mentioned');
    expect(pushPayloadFor({ kind: 'request_accepted', text: 't', link: '/games/g1' }).title).toBe('Request accepted');
    expect(pushPayloadFor({ kind: 'game_cancelled', text: 't', link: null })).toEqual({
      title: 'Game cancelled',
      body: 't',
      url: '/inbox',
      tag: 'game_cancelled:/inbox',
    });
  });
});
