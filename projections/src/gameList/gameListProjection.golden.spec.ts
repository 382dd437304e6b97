import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARTICIPANT_PREVIEW, type GameDocument } from '@sports/contracts';
import type { AnyProjection } from '../core/projection';
import { gameParticipantsProjection } from '../gameParticipants/gameParticipantsProjection';
import { gameListProjection } from './gameListProjection';
import { documentDigests, goldenLog, WALKED_TYPES } from './goldenLog';

/**
 * The replay's speed-ups of these read models change no document. The digests
 * in gameListProjection.golden.json were taken with the code before them (commit fce061e's
 * evolve, four copies of the game document per event); GOLDEN_UPDATE=1 writes them afresh, for a
 * change that means to change the documents (and then a new collection version).
 */
const goldenFile = join(import.meta.dirname, 'gameListProjection.golden.json');
const log = goldenLog();
const projections: Record<string, AnyProjection> = {
  gameList: gameListProjection as never,
  gameParticipants: gameParticipantsProjection as never,
};

const digestsNow = () =>
  Object.fromEntries(
    Object.entries(projections).flatMap(([name, projection]) => [
      [`${name} held`, documentDigests(projection, log, false)],
      [`${name} read back`, documentDigests(projection, log, true)],
    ]),
  );

describe('game list and participants documents against the golden log', () => {
  it('the log uses every game event and overflows the preview', () => {
    expect(new Set(log.map((e) => e.type))).toEqual(new Set(WALKED_TYPES));
    const previews = new Map<string, number>();
    const docs = new Map<string, GameDocument | null>();
    for (const event of log) {
      const id = gameListProjection.documentId(event)!;
      const next = gameListProjection.evolve(docs.get(id) ?? null, event);
      docs.set(id, next);
      previews.set(id, Math.max(previews.get(id) ?? 0, next?.participantDetail.length ?? 0));
    }
    expect(Math.max(...previews.values())).toBe(PARTICIPANT_PREVIEW);
  });

  it('builds every document after every event byte-for-byte as before', () => {
    const now = digestsNow();
    if (process.env.GOLDEN_UPDATE === '1') writeFileSync(goldenFile, `${JSON.stringify(now, null, 1)}\n`);
    expect(now).toEqual(JSON.parse(readFileSync(goldenFile, 'utf8')));
  });
});
