import { describe, expect, it } from 'vitest';
import { firstWords, messageText, NOTIFYING_EVENTS, notificationsFor, type GameFacts } from './notificationRules';

const game: GameFacts = { activityId: 'g1', name: 'Friday 5s', date: '2026-11-27', participantIds: ['host', 'priya', 'arjun'], pendingIds: ['kavya'], hostIds: ['host', 'priya'] };
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

describe('the hosts hear of requests and questions (spec sections 4 and 6)', () => {
  const kavya = { id: 'kavya', name: 'Kavya' };
  const url = 'https://play.example';
  it('a request to join reaches the host and the co-hosts, linking to the manage page where they answer it', () => {
    const notes = notificationsFor({ type: 'JoinRequested', data: { activityId: 'g1', participant: kavya, message: 'Can I come?' } }, game, 'Kavya');
    expect(notes.map((n) => n.userId)).toEqual(['host', 'priya']);
    expect(notes[0]).toEqual({ userId: 'host', kind: 'join_request', text: 'Kavya asked to join "Friday 5s" on Fri 27 Nov.', link: '/games/g1/manage', messageLink: 'Accept or reject here' });
    expect(messageText(notes[0]!, url)).toBe('Kavya asked to join "Friday 5s" on Fri 27 Nov. Accept or reject here: https://play.example/games/g1/manage');
  });
  it('a question reaches the hosts with its first words, linking to the game page where it is answered', () => {
    const notes = notificationsFor({ type: 'QueryAdded', data: { activityId: 'g1', queryId: 'q1', question: 'Is there  parking\nnear the turf?', askedBy: kavya } }, game, 'Kavya');
    expect(notes.map((n) => n.userId)).toEqual(['host', 'priya']);
    expect(notes[1]).toEqual({ userId: 'priya', kind: 'question_asked', text: 'Kavya asked a question on "Friday 5s" on Fri 27 Nov: Is there parking near the turf?', link: '/games/g1', messageLink: 'Answer here' });
    expect(messageText(notes[1]!, url)).toBe('Kavya asked a question on "Friday 5s" on Fri 27 Nov: Is there parking near the turf? Answer here: https://play.example/games/g1');
  });
  it('the asker is never told of their own question or request: a co-host asking tells only the others', () => {
    const priya = { id: 'priya', name: 'Priya' };
    expect(to({ type: 'QueryAdded', data: { activityId: 'g1', queryId: 'q2', question: 'Bibs?', askedBy: priya } })).toEqual(['host']);
    expect(to({ type: 'JoinRequested', data: { activityId: 'g1', participant: priya } })).toEqual(['host']);
    expect(notificationsFor({ type: 'QueryAdded', data: { activityId: 'g1', queryId: 'q3', question: 'Bibs?', askedBy: kavya } }, { ...game, hostIds: ['kavya'] }, 'Kavya')).toEqual([]);
    expect(['JoinRequested', 'QueryAdded'].every((t) => NOTIFYING_EVENTS.has(t))).toBe(true);
  });
  it('a long question is cut between words at 80 characters with "…"', () => {
    const long = `${'Could we please switch to the bigger pitch this week because '.repeat(3)}thanks`;
    const cut = firstWords(long);
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(cut).toBe('Could we please switch to the bigger pitch this week because Could we please…');
    expect(firstWords('x'.repeat(200))).toBe(`${'x'.repeat(79)}…`);
    expect(firstWords('Short one?')).toBe('Short one?');
    const [n] = notificationsFor({ type: 'QueryAdded', data: { activityId: 'g1', queryId: 'q4', question: long, askedBy: kavya } }, game, 'Kavya');
    expect(n!.text).toBe(`Kavya asked a question on "Friday 5s" on Fri 27 Nov: ${cut}`);
  });
});
