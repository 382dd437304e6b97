import { describe, expect, it } from 'vitest';
import { makeGame, participant } from '../../../test/fixtures/gameDocument';
import { entryWithCurrentName, gameWithCurrentNames, namedIdsOf } from './currentNames';

const names = new Map([
  ['host1', 'Hari Host'],
  ['u1', 'Priyanka Rao Menon'],
  ['u2', 'Arjun Rao'],
]);
const nameOf = (id: string) => names.get(id);

describe('current names on a game (docs/adr/0091-read-time-names.md)', () => {
  const game = makeGame({
    hostDetail: { id: 'u1', name: 'Priya Sharma', isHost: true },
    host: 'u1',
    participantDetail: [
      participant({ id: 'u1', name: 'Priya Sharma', isHost: true }),
      participant({ id: 'u2', name: 'Arjun Rao' }),
      // Offline: no account, the typed name stays even where an id would match.
      participant({ id: 'off-1', name: 'Ravi Guest', isOfflineParticipant: true }),
      participant({ id: 'gone', name: 'Not In The Book' }),
    ],
    queries: [
      {
        id: 'q1',
        question: 'Bibs?',
        askedBy: { id: 'u2', name: 'Arjun Rao' },
        created: '',
        answer: { text: 'Yes', answeredBy: { id: 'u1', name: 'Priya Sharma' }, created: '' },
      },
      { id: 'q2', question: 'Studs?', askedBy: { id: 'u1', name: 'Priya' }, created: '', answer: null },
    ],
  });

  it('shows the host, the entries and the questions with the names of today, the offline and unknown ones as copied', () => {
    const current = gameWithCurrentNames(game, nameOf);
    expect(current.hostDetail).toEqual({ id: 'u1', name: 'Priyanka Rao Menon', isHost: true });
    expect(current.participantDetail.map((p) => [p.name, p.firstName, p.lastName])).toEqual([
      ['Priyanka Rao Menon', 'Priyanka', 'Rao Menon'],
      ['Arjun Rao', 'Arjun', 'Rao'],
      ['Ravi Guest', 'Ravi', 'Guest'],
      ['Not In The Book', 'Not', 'In'],
    ]);
    expect(current.queries.map((q) => [q.askedBy.name, q.answer?.answeredBy.name ?? null])).toEqual([
      ['Arjun Rao', 'Priyanka Rao Menon'],
      ['Priyanka Rao Menon', null],
    ]);
    // Unchanged parts are the same objects: nothing copied for them.
    expect(current.participantDetail[1]).toBe(game.participantDetail[1]);
    expect(game.hostDetail.name).toBe('Priya Sharma'); // the input is left alone
  });

  it('returns the game itself when every name is current (no copy per card)', () => {
    const same = makeGame();
    expect(gameWithCurrentNames(same, nameOf)).toBe(same);
    expect(gameWithCurrentNames(game, () => undefined)).toBe(game);
    const entry = participant({ id: 'u2', name: 'Arjun Rao' });
    expect(entryWithCurrentName(entry, nameOf)).toBe(entry);
  });

  it('names the people a reply shows: the host, entries with an account, askers and answerers', () => {
    expect(namedIdsOf(game).sort()).toEqual(['gone', 'u1', 'u2']);
  });
});
