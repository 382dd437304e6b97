import { describe, expect, it } from 'vitest';
import type { Participant } from './api';
import { deleteGameWords } from './deleteGameWords';

const person = (id: string, status: Participant['status'], more: Partial<Participant> = {}): Participant =>
  ({
    id,
    name: id,
    nickName: null,
    shortId: null,
    avatar: null,
    gameSkill: null,
    isHost: false,
    isCoHost: false,
    status,
    isOfflineParticipant: false,
    ...more,
  }) as Participant;

describe('what deleting a game tells its people (command-service GameDeleted)', () => {
  it('counts the joined players told, not the host, and the invited or asking', () => {
    const words = deleteGameWords(
      [person('h', 'joined', { isHost: true }), person('a', 'joined'), person('b', 'joined'), person('c', 'invited')],
      'h',
      false,
    );
    expect(words).toEqual([
      'The 2 players who joined will be told it is cancelled.',
      'So will the 1 person invited or asking to join.',
      'This cannot be undone.',
    ]);
  });

  it('tells the invited or asking even when nobody joined', () => {
    expect(deleteGameWords([person('h', 'joined', { isHost: true }), person('c', 'invited')], 'h', false)[0]).toBe(
      'The 1 person invited or asking to join will be told it is cancelled.',
    );
  });

  it('says nobody is told when nobody joined', () => {
    expect(deleteGameWords([person('h', 'joined', { isHost: true })], 'h', true)).toEqual([
      'Nobody has joined yet, so nobody needs to be told.',
      'This cannot be undone.',
    ]);
  });

  it('leaves players added by name to the host, and says paid places are not refunded (nothing refunds them)', () => {
    const words = deleteGameWords(
      [person('h', 'joined', { isHost: true }), person('a', 'joined'), person('o1', 'joined', { isOfflineParticipant: true })],
      'h',
      true,
    );
    expect(words).toEqual([
      'The 1 player who joined will be told it is cancelled.',
      'The player you added by name has no account: tell them yourself.',
      'Everyone who paid online gets all of it back.',
      'This cannot be undone.',
    ]);
  });
});
