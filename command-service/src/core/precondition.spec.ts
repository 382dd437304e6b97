import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError, cityStream } from '@sports/contracts';
import { SqliteEventStore } from '@sports/event-store';
import { cityDecider } from '../catalogue/cityDecider';
import { CommandHandler } from './commandHandler';
import { ifMatchRevision, withIfMatch } from './precondition';

/** If-Match on a back-office write (docs/adr/0109-admin-optimistic-concurrency.md). */
const stores: SqliteEventStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

const setUp = () => {
  const store = new SqliteEventStore(join(mkdtempSync(join(tmpdir(), 'precondition-')), 'events.sqlite'));
  stores.push(store);
  const handler = new CommandHandler(store);
  const save = (cityId: string, name: string, commandId: string) =>
    handler.handle({
      streamId: cityStream(cityId),
      decider: cityDecider,
      command: {
        type: 'SaveCity',
        data: { cityId, details: { name, active: true } },
        context: { commandId, userId: 'ops', now: '2026-11-20T10:00:00.000Z' },
      },
      reply: (events) => events.length,
    });
  return { store, save };
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof DomainError ? [e.code, e.field] : e),
  );

describe('If-Match', () => {
  it('reads "12" and W/"12" as revision 12, * and none as no condition, anything else as never matching', () => {
    expect([ifMatchRevision('"12"'), ifMatchRevision('W/"12"'), ifMatchRevision(' "0" ')]).toEqual([12n, 12n, 0n]);
    expect([ifMatchRevision('*'), ifMatchRevision(undefined)]).toEqual(['any', 'any']);
    expect([ifMatchRevision('12'), ifMatchRevision('"abc"'), ifMatchRevision('"1", "2"')]).toEqual(['never', 'never', 'never']);
  });

  it('a write at the revision read goes through; one at an older revision is refused with PRECONDITION_FAILED and appends nothing', async () => {
    const { store, save } = setUp();
    await save('pune', 'Pune', 'c1');
    expect((await withIfMatch('"0"', cityStream('pune'), () => save('pune', 'Pune City', 'c2'))).reply).toBe(1);
    expect(await refusal(withIfMatch('"0"', cityStream('pune'), () => save('pune', 'Poona', 'c3')))).toEqual([
      'PRECONDITION_FAILED',
      'If-Match',
    ]);
    expect((await store.readStream(cityStream('pune'))).map((e) => (e.data as { details: { name: string } }).details.name)).toEqual([
      'Pune',
      'Pune City',
    ]);
    expect(await refusal(withIfMatch('"x"', cityStream('pune'), () => save('pune', 'Poona', 'c4')))).toEqual([
      'PRECONDITION_FAILED',
      'If-Match',
    ]);
  });

  it("applies to the record's stream only, and a repeated Idempotency-Key still gets its first answer", async () => {
    const { save } = setUp();
    await save('pune', 'Pune', 'c1');
    // The command also writes another stream: the condition is not about that one.
    expect((await withIfMatch('"7"', cityStream('pune'), () => save('kochi', 'Kochi', 'k1'))).reply).toBe(1);
    await save('pune', 'Pune City', 'c2');
    expect(await withIfMatch('"0"', cityStream('pune'), () => save('pune', 'Pune City', 'c2'))).toMatchObject({ repeated: true });
  });

  it('two writes at the same revision at once: exactly one is appended', async () => {
    const { store, save } = setUp();
    await save('pune', 'Pune', 'c1');
    const results = await Promise.all(
      ['A', 'B', 'C'].map((n) => refusal(withIfMatch('"0"', cityStream('pune'), () => save('pune', `Pune ${n}`, `c-${n}`)))),
    );
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => Array.isArray(r) && r[0] === 'PRECONDITION_FAILED')).toHaveLength(2);
    expect(await store.readStream(cityStream('pune'))).toHaveLength(2);
  });
});
