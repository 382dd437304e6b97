import { describe, expect, it } from 'vitest';
import { notificationsFor, type GameFacts } from './notificationRules';

const game: GameFacts = { name: 'Friday 5s', date: '2026-11-27', link: 'https://play.example/games/g1', participantIds: ['host', 'priya', 'arjun'], pendingIds: ['kavya'] };
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
  it('an invitation carries the inviter and the link', () => {
    const [n] = notificationsFor({ type: 'ParticipantsInvited', data: { activityId: 'g1', invitees: [{ id: 'kavya', name: 'K' }], invitedBy: 'host' } }, game, 'Hari');
    expect(n).toEqual({ userId: 'kavya', text: 'Hari invited you to "Friday 5s" on 2026-11-27. Accept here: https://play.example/games/g1' });
  });
});
