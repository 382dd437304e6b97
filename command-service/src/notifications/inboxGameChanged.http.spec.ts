import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '@sports/command-service';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, gameBody } from '@sports/testing/http/fixtures';
import { inboxPeople, until, type OutboxMessage } from '@sports/testing/http/inboxFixtures';

/**
 * Players hear when their game changes: after the host edits a game's time, place or price, each
 * joined player (and each one invited) finds it in the inbox, linking to the game, and gets the same
 * words on the channels they chose; the host who edited hears nothing, and a rename tells nobody.
 */
let platform: TestPlatform;
const { people, outbox, signIn, put, inbox, itemsOf, sentText } = inboxPeople(() => platform);

beforeAll(async () => {
  platform = await startTestStack({ env: { NOTIFICATIONS: 'true' } });
  await signIn('host', '9822200031');
  await signIn('priya', '9822200032');
  await signIn('kavya', '9822200034');
}, 60_000);
afterAll(async () => {
  await platform.close();
});

describe('a game that changes', () => {
  it('a new time reaches the joined player and the invited one, linking to the game; a rename before it told nobody; the host hears nothing', async () => {
    const { activityId } = await createGame(platform, people.host!.token, { name: 'Sunday Smash', maxParticipants: 6 });
    expect((await put(`/api/vm/activities/${activityId}/join`, 'priya', {})).status).toBe(200);
    expect((await put(`/api/vm/activities/${activityId}/invite`, 'host', { userIds: [people.kavya!.userId] })).status).toBe(200);
    await itemsOf('kavya', 'invitation', 1);

    // A rename is no news; the move after it is, and is told by the name the players knew.
    expect((await put(`/api/vm/activities/${activityId}`, 'host', gameBody({ name: 'Sunday Smash!', maxParticipants: 6 }))).status).toBe(
      200,
    );
    const moved = gameBody({
      name: 'Sunday Smash!',
      maxParticipants: 6,
      date: '2026-11-22',
      duration: [{ from: '2026-11-22T18:00:00+05:30', to: '2026-11-22T19:30:00+05:30' }],
    });
    expect((await put(`/api/vm/activities/${activityId}`, 'host', moved)).status).toBe(200);

    const text = '"Sunday Smash!" on Sat 21 Nov: the host moved it to Sun 22 Nov, 18:00–19:30.';
    const [priyaItem] = await itemsOf('priya', 'game_changed', 1);
    const [kavyaItem] = await itemsOf('kavya', 'game_changed', 1);
    for (const item of [priyaItem, kavyaItem])
      expect(item).toMatchObject({ kind: 'game_changed', text, link: `/games/${activityId}`, read: false });
    // The notifier handles events in order: with the move recorded, the rename before it was handled and told nobody.
    expect((await inbox('priya')).items.filter((i) => i.kind === 'game_changed')).toHaveLength(1);
    expect((await inbox('host')).items.filter((i) => i.kind === 'game_changed')).toEqual([]);

    // The outside message is the same words with the game's address.
    const expected = messageText({ ...priyaItem!, userId: people.priya!.userId, messageLink: '' }, platform.config.publicUrl);
    expect(expected).toBe(`${text} ${platform.config.publicUrl}/games/${activityId}`);
    expect((await sentText(people.priya!.phone, expected)).length).toBeGreaterThan(0);
  }, 90_000);

  it('a new price follows the channels the player chose: the inbox always, SMS only when only SMS is on', async () => {
    expect((await put('/api/vm/users/me/communication', 'kavya', { whatsapp: false, sms: true })).status).toBe(200);
    const { activityId } = await createGame(platform, people.host!.token, { name: 'Price Night', maxParticipants: 6 });
    expect((await put(`/api/vm/activities/${activityId}/join`, 'kavya', {})).status).toBe(200);
    expect(
      (
        await put(
          `/api/vm/activities/${activityId}`,
          'host',
          gameBody({ name: 'Price Night', maxParticipants: 6, costPerParticpant: 20000 }),
        )
      ).status,
    ).toBe(200);
    const items = await itemsOf('kavya', 'game_changed', 2);
    const item = items.find((i) => i.link === `/games/${activityId}`);
    expect(item).toMatchObject({ text: '"Price Night" on Sat 21 Nov: the price is now ₹200 a player.' });
    let messages: OutboxMessage[] = [];
    await until(async () => (messages = (await outbox(people.kavya!.phone)).filter((m) => m.text.startsWith(item!.text))).length > 0);
    expect(messages.map((m) => m.channel)).toEqual(['sms']);
  }, 90_000);
});
