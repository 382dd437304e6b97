import { describe, expect, it } from 'vitest';
import { UnreadSender, type UnreadEvent } from './unreadSender';

const senderOver = (figures: { unread: number; chats: number }) => {
  const sent: Array<{ event: UnreadEvent; id: string }> = [];
  let position = 0n;
  const sender = new UnreadSender({
    read: async () => ({ ...figures }),
    send: async (event, id) => void sent.push({ event, id }),
    position: () => position,
  });
  return { sender, sent, moveTo: (to: bigint) => (position = to) };
};

describe("UnreadSender (the bell stream of spec section 8's inbox)", () => {
  it('sends an inbox change even when the count is the one sent last: an item read and a new one projected together', async () => {
    const figures = { unread: 1, chats: 0 };
    const { sender, sent, moveTo } = senderOver(figures);
    await sender.inboxChanged();
    // The page marked its one item read (its bell says 0 at once); a new invitation is projected in the same batch.
    moveTo(7n);
    await sender.inboxChanged();
    expect(sent).toEqual([
      { event: { unread: 1 }, id: '0' },
      { event: { unread: 1 }, id: '7' },
    ]);
  });

  it('sends a chat change only when it moves what the bell shows', async () => {
    const figures = { unread: 2, chats: 0 };
    const { sender, sent } = senderOver(figures);
    await sender.inboxChanged();
    await sender.chatChanged();
    figures.chats = 1;
    await sender.chatChanged();
    await sender.chatChanged();
    expect(sent.map((s) => s.event)).toEqual([{ unread: 2 }, { unread: 2, chats: 1 }]);
  });

  it('sends in the order asked, a slow read never overtaken by a later one', async () => {
    const reads: Array<() => void> = [];
    let unread = 0;
    const sent: number[] = [];
    const sender = new UnreadSender({
      read: () => new Promise((resolve) => reads.push(() => resolve({ unread: ++unread, chats: 0 }))),
      send: async (event) => void sent.push(event.unread),
      position: () => 0n,
    });
    const first = sender.inboxChanged();
    const second = sender.inboxChanged();
    await expect.poll(() => reads.length).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toHaveLength(1); // the second waits for the first
    reads[0]!();
    await first;
    await expect.poll(() => reads.length).toBe(2);
    reads[1]!();
    await second;
    expect(sent).toEqual([1, 2]);
  });

  it('a failed read sends nothing and the next change still goes out', async () => {
    let fail = true;
    const sent: UnreadEvent[] = [];
    const sender = new UnreadSender({
      read: async () => {
        if (fail) throw new Error('store closed');
        return { unread: 3, chats: 0 };
      },
      send: async (event) => void sent.push(event),
      position: () => 0n,
    });
    await sender.inboxChanged();
    fail = false;
    await sender.inboxChanged();
    expect(sent).toEqual([{ unread: 3 }]);
  });
});
