import { describe, expect, it } from 'vitest';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { firstWords, messageText, NOTIFYING_EVENTS, notificationsFor, type GameFacts } from './notificationRules';

const game: GameFacts = {
  activityId: 'g1',
  name: 'Friday 5s',
  date: '2026-11-27',
  participantIds: ['host', 'priya', 'arjun'],
  pendingIds: ['kavya'],
  hostIds: ['host', 'priya'],
};
const to = (event: Parameters<typeof notificationsFor>[0]) => notificationsFor(event, game, 'Hari').map((n) => n.userId);

describe('who hears about what', () => {
  it('never tells people about their own action', () => {
    expect(to({ type: 'GameHeld', data: { activityId: 'g1', reason: 'Rain', heldBy: 'host' } })).toEqual(['priya', 'arjun']);
    expect(to({ type: 'GameDeleted', data: { activityId: 'g1', deletedBy: 'host' } })).toEqual(['priya', 'arjun', 'kavya']);
  });
  it('match full reaches those still waiting; joins and other events reach nobody', () => {
    expect(to({ type: 'MatchFullSet', data: { activityId: 'g1', isMatchFull: true, setBy: 'host' } })).toEqual(['kavya']);
    expect(to({ type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: { id: 'x', name: 'X' } } })).toEqual([]);
  });
  it('an invitation carries the inviter; the inbox links to the game and the message carries its address', () => {
    const [n] = notificationsFor(
      { type: 'ParticipantsInvited', data: { activityId: 'g1', invitees: [{ id: 'kavya', name: 'K' }], invitedBy: 'host' } },
      game,
      'Hari',
    );
    expect(n).toEqual({
      userId: 'kavya',
      kind: 'invitation',
      text: 'Hari invited you to "Friday 5s" on Fri 27 Nov.',
      link: '/games/g1',
      messageLink: 'Accept here',
    });
    expect(messageText(n!, 'https://play.example')).toBe(
      'Hari invited you to "Friday 5s" on Fri 27 Nov. Accept here: https://play.example/games/g1',
    );
  });
  it('a cancelled game links nowhere, in the inbox or the message', () => {
    const [n] = notificationsFor({ type: 'GameDeleted', data: { activityId: 'g1', deletedBy: 'host' } }, game, 'Hari');
    expect(n).toMatchObject({ kind: 'game_cancelled', link: null });
    expect(messageText(n!, 'https://play.example')).toBe('"Friday 5s" on Fri 27 Nov was cancelled by the host.');
  });
});

describe('the hosts hear of requests and questions (spec sections 4 and 6)', () => {
  const kavya = { id: 'kavya', name: 'Kavya' };
  const url = 'https://play.example';
  it('a request to join reaches the host and the co-hosts, linking to the manage page where they answer it', () => {
    const notes = notificationsFor(
      { type: 'JoinRequested', data: { activityId: 'g1', participant: kavya, message: 'Can I come?' } },
      game,
      'Kavya',
    );
    expect(notes.map((n) => n.userId)).toEqual(['host', 'priya']);
    expect(notes[0]).toEqual({
      userId: 'host',
      kind: 'join_request',
      text: 'Kavya asked to join "Friday 5s" on Fri 27 Nov.',
      link: '/games/g1/manage',
      messageLink: 'Accept or reject here',
    });
    expect(messageText(notes[0]!, url)).toBe(
      'Kavya asked to join "Friday 5s" on Fri 27 Nov. Accept or reject here: https://play.example/games/g1/manage',
    );
  });
  it('a question reaches the hosts with its first words; the inbox item and the message both open the game at its questions', () => {
    const notes = notificationsFor(
      { type: 'QueryAdded', data: { activityId: 'g1', queryId: 'q1', question: 'Is there  parking\nnear the turf?', askedBy: kavya } },
      game,
      'Kavya',
    );
    expect(notes.map((n) => n.userId)).toEqual(['host', 'priya']);
    expect(notes[1]).toEqual({
      userId: 'priya',
      kind: 'question_asked',
      text: 'Kavya asked a question on "Friday 5s" on Fri 27 Nov: Is there parking near the turf?',
      link: '/games/g1#questions',
      messageLink: 'Answer here',
    });
    expect(messageText(notes[1]!, url)).toBe(
      'Kavya asked a question on "Friday 5s" on Fri 27 Nov: Is there parking near the turf? Answer here: https://play.example/games/g1#questions',
    );
  });
  it('the asker is never told of their own question or request: a co-host asking tells only the others', () => {
    const priya = { id: 'priya', name: 'Priya' };
    expect(to({ type: 'QueryAdded', data: { activityId: 'g1', queryId: 'q2', question: 'Bibs?', askedBy: priya } })).toEqual(['host']);
    expect(to({ type: 'JoinRequested', data: { activityId: 'g1', participant: priya } })).toEqual(['host']);
    expect(
      notificationsFor(
        { type: 'QueryAdded', data: { activityId: 'g1', queryId: 'q3', question: 'Bibs?', askedBy: kavya } },
        { ...game, hostIds: ['kavya'] },
        'Kavya',
      ),
    ).toEqual([]);
    expect(['JoinRequested', 'QueryAdded'].every((t) => NOTIFYING_EVENTS.has(t))).toBe(true);
  });
  it('a long question is cut between words at 80 characters with "…"', () => {
    const long = `${'Could we please switch to the bigger pitch this week because '.repeat(3)}thanks`;
    const cut = firstWords(long);
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(cut).toBe('Could we please switch to the bigger pitch this week because Could we please…');
    expect(firstWords('x'.repeat(200))).toBe(`${'x'.repeat(79)}…`);
    expect(firstWords('Short one?')).toBe('Short one?');
    const [n] = notificationsFor(
      { type: 'QueryAdded', data: { activityId: 'g1', queryId: 'q4', question: long, askedBy: kavya } },
      game,
      'Kavya',
    );
    expect(n!.text).toBe(`Kavya asked a question on "Friday 5s" on Fri 27 Nov: ${cut}`);
  });
});

describe('players hear when their game changes (spec section 7 "PUT create game" used as an edit)', () => {
  // Sun 22 Nov 18:00–19:30 IST at Marina Turf, ₹150 a player: what the players said they would come to.
  const before = sampleGameDetails({ name: 'Sunday Smash' });
  const facts: GameFacts = { ...game, name: 'Sunday Smash', date: '2026-11-22', previousDetails: before };
  const edit = (changes: Parameters<typeof sampleGameDetails>[0], by = 'host', f: GameFacts = facts) =>
    notificationsFor(
      { type: 'GameUpdated', data: { activityId: 'g1', details: sampleGameDetails({ name: 'Sunday Smash', ...changes }), updatedBy: by } },
      f,
      'Hari',
    );
  const moved = { date: '2026-11-29', duration: [{ from: '2026-11-29T18:00:00+05:30', to: '2026-11-29T19:30:00+05:30' }] };

  it('a new day and time reaches every joined player and everyone invited or asking, never the one who edited, linking to the game', () => {
    const notes = edit(moved);
    expect(notes.map((n) => n.userId)).toEqual(['priya', 'arjun', 'kavya']);
    expect(notes[0]).toEqual({
      userId: 'priya',
      kind: 'game_changed',
      text: '"Sunday Smash" on Sun 22 Nov: the host moved it to Sun 29 Nov, 18:00–19:30.',
      link: '/games/g1',
      messageLink: '',
    });
    expect(messageText(notes[0]!, 'https://play.example')).toBe(
      '"Sunday Smash" on Sun 22 Nov: the host moved it to Sun 29 Nov, 18:00–19:30. https://play.example/games/g1',
    );
    expect(NOTIFYING_EVENTS.has('GameUpdated')).toBe(true);
  });
  it('the waitlist hears of a change and of a cancellation too (they still hope to play)', () => {
    const queued: GameFacts = { ...facts, waitingIds: ['meera'] };
    expect(edit(moved, 'host', queued).map((n) => n.userId)).toEqual(['priya', 'arjun', 'kavya', 'meera']);
    expect(
      notificationsFor({ type: 'GameDeleted', data: { activityId: 'g1', deletedBy: 'host' } }, queued, 'Hari').map((n) => n.userId),
    ).toEqual(['priya', 'arjun', 'kavya', 'meera']);
  });
  it('the actor is not told: a co-host editing tells the host and the others', () => {
    expect(edit(moved, 'priya').map((n) => n.userId)).toEqual(['host', 'arjun', 'kavya']);
  });
  it('a later start on the same day says the new time; the same instants written in UTC are no change', () => {
    expect(edit({ duration: [{ from: '2026-11-22T19:00:00+05:30', to: '2026-11-22T20:30:00+05:30' }] })[0]!.text).toBe(
      '"Sunday Smash" on Sun 22 Nov: the host moved it to Sun 22 Nov, 19:00–20:30.',
    );
    expect(edit({ duration: [{ from: '2026-11-22T12:30:00Z', to: '2026-11-22T14:00:00Z' }] })).toEqual([]);
  });
  it('a new venue says where', () => {
    expect(edit({ location: { name: 'Marina Arena', address: 'Beach Rd' } })[0]!.text).toBe(
      '"Sunday Smash" on Sun 22 Nov: the venue is now Marina Arena, Beach Rd.',
    );
  });
  it('a new price says it in rupees as the app does, or that it is now free', () => {
    expect(edit({ costPerParticpant: 20000 })[0]!.text).toBe('"Sunday Smash" on Sun 22 Nov: the price is now ₹200 a player.');
    expect(edit({ costPerParticpant: 125050 })[0]!.text).toBe('"Sunday Smash" on Sun 22 Nov: the price is now ₹1,250.50 a player.');
    expect(edit({ costPerParticpant: 0 })[0]!.text).toBe('"Sunday Smash" on Sun 22 Nov: it is now free.');
    expect(edit({ isHostPaying: true })[0]!.text).toBe('"Sunday Smash" on Sun 22 Nov: it is now free for players: the host pays.');
  });
  it('a shared cost is compared as players pay it: the booked slots split across the places', () => {
    const shared = {
      ...facts,
      previousDetails: sampleGameDetails({ name: 'Sunday Smash', isCostShared: true, maxParticipants: 4 }),
      bookedSlotsPaid: 120000,
    };
    // ₹1,200 booked: ₹300 each among 4, ₹200 each among 6.
    expect(edit({ isCostShared: true, maxParticipants: 6 }, 'host', shared)[0]!.text).toBe(
      '"Sunday Smash" on Sun 22 Nov: the price is now ₹200 a player.',
    );
  });
  it('several changes make one sentence', () => {
    expect(edit({ ...moved, location: { name: 'Marina Arena' }, costPerParticpant: 20000 })[0]!.text).toBe(
      '"Sunday Smash" on Sun 22 Nov: the host moved it to Sun 29 Nov, 18:00–19:30, the venue is now Marina Arena and the price is now ₹200 a player.',
    );
  });
  it('a rename, a new description or more places notifies nobody; nor does an update the notifier has nothing to compare with', () => {
    expect(edit({ name: 'Sunday Smash II' })).toEqual([]);
    expect(edit({ description: 'Bring water' })).toEqual([]);
    expect(edit({ maxParticipants: 10 })).toEqual([]);
    expect(edit(moved, 'host', { ...facts, previousDetails: undefined })).toEqual([]);
  });
  it('names the game as the players knew it: a renamed and moved game is told by its old name and day', () => {
    expect(edit({ ...moved, name: 'Smash Sunday' })[0]!.text).toBe(
      '"Sunday Smash" on Sun 22 Nov: the host moved it to Sun 29 Nov, 18:00–19:30.',
    );
  });
});
