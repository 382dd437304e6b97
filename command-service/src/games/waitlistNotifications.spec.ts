import { describe, expect, it } from 'vitest';
import { messageText, NOTIFYING_EVENTS, notificationsFor, type GameFacts } from '../notifications/notificationRules';

const game: GameFacts = {
  activityId: 'g1',
  name: 'Friday 5s',
  date: '2026-11-27',
  participantIds: ['host', 'priya'],
  pendingIds: [],
  hostIds: ['host'],
};

describe('waitlist notifications', () => {
  it('the offered player alone hears of the place, until when (IST), with the game to accept it on', () => {
    const notes = notificationsFor(
      { type: 'WaitlistPlaceOffered', data: { activityId: 'g1', userId: 'kavya', expiresAt: '2026-11-20T13:12:00.000Z' } },
      game,
      'System',
    );
    expect(notes).toEqual([
      {
        userId: 'kavya',
        kind: 'waitlist_offer',
        text: 'A place in "Friday 5s" on Fri 27 Nov is yours until 18:42 IST.',
        link: '/games/g1',
        messageLink: 'Accept or decline here',
      },
    ]);
    expect(messageText(notes[0]!, 'https://play.example')).toBe(
      'A place in "Friday 5s" on Fri 27 Nov is yours until 18:42 IST. Accept or decline here: https://play.example/games/g1',
    );
  });

  it('a lapse tells the player the place moved on', () => {
    const notes = notificationsFor(
      { type: 'WaitlistOfferLapsed', data: { activityId: 'g1', userId: 'kavya', expiresAt: '2026-11-20T13:12:00.000Z' } },
      game,
      'System',
    );
    expect(notes.map((n) => [n.userId, n.text])).toEqual([
      [
        'kavya',
        'The place offered to you in "Friday 5s" on Fri 27 Nov was not taken in time and went to the next in line. You can join the waitlist again.',
      ],
    ]);
  });

  it('joining or leaving the line, and declining, tell nobody', () => {
    expect(
      notificationsFor({ type: 'PlayerJoinedWaitlist', data: { activityId: 'g1', player: { id: 'kavya', name: 'K' } } }, game, 'K'),
    ).toEqual([]);
    expect(notificationsFor({ type: 'WaitlistOfferDeclined', data: { activityId: 'g1', userId: 'kavya' } }, game, 'K')).toEqual([]);
    expect([...NOTIFYING_EVENTS].filter((t) => t.startsWith('Waitlist'))).toEqual([
      'WaitlistPlaceOffered',
      'WaitlistOfferLapsed',
      'WaitlistOfferWithdrawn',
    ]);
  });

  it('a withdrawn offer (the host marked the match full) tells the player they keep their place in line', () => {
    const notes = notificationsFor(
      { type: 'WaitlistOfferWithdrawn', data: { activityId: 'g1', userId: 'kavya', reason: 'matchFull' } },
      game,
      'Hari',
    );
    expect(notes.map((n) => [n.userId, n.text])).toEqual([
      [
        'kavya',
        'The host marked "Friday 5s" on Fri 27 Nov full, so the place offered to you is no longer held. You stay in line for the next one.',
      ],
    ]);
  });
});
