import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '@sports/command-service';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, json } from '@sports/testing/http/fixtures';
import { inboxPeople } from '@sports/testing/http/inboxFixtures';

/**
 * The hosts' side of the inbox (spec sections 4 and 6): a request to join a private game and a
 * question on a game reach the host and the co-hosts, in the inbox and on their channels, and
 * never the person who asked.
 */
let platform: TestPlatform;
const { people, signIn, put, inbox, itemsOf, sentText } = inboxPeople(() => platform);

beforeAll(async () => {
  platform = await startTestStack({ env: { NOTIFICATIONS: 'true' } });
  await signIn('host', '9822200011');
  await signIn('priya', '9822200012');
  await signIn('kavya', '9822200014');
  expect((await put('/api/user/basic', 'kavya', { firstName: 'Kavya' })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await platform.close();
});

describe('hosts hear of requests and questions', () => {
  it('a request to join a private game reaches the host and the co-host, linking to the manage page; the requester hears nothing of it', async () => {
    const { activityId } = await createGame(platform, people.host!.token, { name: 'Host Inbox', privacy: 'private', maxParticipants: 6 });
    await put(`/api/vm/activities/${activityId}/join`, 'priya', {});
    await put(`/api/vm/activities/${activityId}/requests/${people.priya!.userId}/accept`, 'host');
    expect((await put(`/api/vm/activities/${activityId}/cohosts/${people.priya!.userId}`, 'host')).status).toBe(200);
    const response = await put(`/api/vm/activities/${activityId}/join`, 'kavya', { message: 'Room for one more?' });
    expect((await json(response)).data).toMatchObject({ status: 'requested' });

    // The host heard of priya's request too, before she was a co-host: kavya's is the newest.
    const [hostItem] = await itemsOf('host', 'join_request', 2);
    const [priyaItem] = await itemsOf('priya', 'join_request', 1);
    for (const item of [hostItem, priyaItem]) {
      expect(item).toMatchObject({ kind: 'join_request', link: `/games/${activityId}/manage`, read: false });
      expect(item!.text).toMatch(/^Kavya\b.* asked to join "Host Inbox" on Sat 21 Nov\.$/);
    }
    expect((await inbox('kavya')).items.filter((i) => i.kind === 'join_request')).toEqual([]);
    // The outside message is the same words with the manage page's address.
    const expected = messageText(
      { ...hostItem!, userId: people.host!.userId, messageLink: 'Accept or reject here' },
      platform.config.publicUrl,
    );
    expect((await sentText(people.host!.phone, expected)).length).toBeGreaterThan(0);
    expect(expected).toMatch(new RegExp(`Accept or reject here: .*/games/${activityId}/manage$`));
  }, 90_000);

  it('a question reaches the host with its first words, linking to the game page at its questions, in the inbox and the message; the asker hears nothing of it', async () => {
    const { activityId } = await createGame(platform, people.host!.token, { name: 'Open Questions' });
    const question = `Is there parking near the turf, and ${'could we bring our own bibs '.repeat(4)}please?`;
    expect((await put(`/api/vm/activities/${activityId}/queries`, 'kavya', { question })).status).toBe(200);
    const [item] = await itemsOf('host', 'question_asked', 1);
    expect(item).toMatchObject({ kind: 'question_asked', link: `/games/${activityId}#questions`, read: false });
    const words = /asked a question on "Open Questions" on Sat 21 Nov: (.*)$/.exec(item!.text)?.[1];
    expect(item!.text).toMatch(/^Kavya\b/);
    expect(words).toMatch(/^Is there parking near the turf, and could we bring .*…$/);
    expect(words!.length).toBeLessThanOrEqual(80);
    expect((await inbox('kavya')).items.filter((i) => i.kind === 'question_asked')).toEqual([]);
    const expected = messageText({ ...item!, userId: people.host!.userId, messageLink: 'Answer here' }, platform.config.publicUrl);
    expect(expected).toMatch(new RegExp(`Answer here: .*/games/${activityId}#questions$`));
    expect((await sentText(people.host!.phone, expected)).length).toBeGreaterThan(0);
  }, 90_000);
});
