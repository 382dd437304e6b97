import { describe, expect, it } from 'vitest';
import { messageText, notificationsFor, type GameFacts } from './notificationRules';

const game: GameFacts = { activityId: 'g1', name: 'Friday 5s', date: '2026-11-27', participantIds: ['host', 'priya', 'arjun'], pendingIds: ['kavya'] };
const to = (event: Parameters<typeof notificationsFor>[0]) => notificationsFor(event, game, 'Hari').map((n) => n.userId);

describe('who hears about what (games issue, item 5)', () => {
  it('never tells people about their own action', () => {
    expect(to({ type: 'GameHeld', data: { activityId: 'g1', reason: 'Rain', heldBy: 'host' } })).toEqual(['priya', 'arjun']);
    expect(to({ type: 'GameDeleted', data: { activityId: 'g1', deletedBy: 'host' } })).toEqual(['priya', 'arjun', 'kavya']);
  });
  it('match full reaches those still waiting; joins and other events reach nobody', () => {
    expect(to({ type: 'MatchFullSet', data: { activityId: 'g1', isMatchFull: true, setBy: 'host' } })).toEqual(['kavya']);
    expect(to({ type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: { id: 'x', name: 'X' } } })).toEqual([]);
  });
  it('an invitation carries the inviter; the inbox links to the game and the message carries its address', () => {
    const [n] = notificationsFor({ type: 'ParticipantsInvited', data: { activityId: 'g1', invitees: [{ id: 'kavya', name: 'K' }], invitedBy: 'host' } }, game, 'Hari');
    expect(n).toEqual({ userId: 'kavya', kind: 'invitation', text: 'Hari invited you to "Friday 5s" on Fri 27 Nov.', link: '/games/g1', messageLink: 'Accept here' });
    expect(messageText(n!, 'https://play.example')).toBe('Hari invited you to "Friday 5s" on Fri 27 Nov. Accept here: https://play.example/games/g1');
  });
  it('a cancelled game links nowhere, in the inbox or the message (issue 18 item 9)', () => {
    const [n] = notificationsFor({ type: 'GameDeleted', data: { activityId: 'g1', deletedBy: 'host' } }, game, 'Hari');
    expect(n).toMatchObject({ kind: 'game_cancelled', link: null });
    expect(messageText(n!, 'https://play.example')).toBe('"Friday 5s" on Fri 27 Nov was cancelled by the host.');
  });
});
