// Drawn sport pictures as files of their own (never inlined into the scripts): the first screen's
// JavaScript budget holds only their URLs, and a browser caches each once (docs/decisions.md
// "A picture on every card").
import badminton from './badminton.svg?no-inline';
import basketball from './basketball.svg?no-inline';
import cricket from './cricket.svg?no-inline';
import football from './football.svg?no-inline';
import games from './games.svg?no-inline';
import padel from './padel.svg?no-inline';
import pickleball from './pickleball.svg?no-inline';
import running from './running.svg?no-inline';
import swimming from './swimming.svg?no-inline';
import tennis from './tennis.svg?no-inline';
import volleyball from './volleyball.svg?no-inline';
import yoga from './yoga.svg?no-inline';

/** The drawings by the words a listing's id or name holds; the first that matches wins (pickleball before ball games). */
const DRAWINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/pickle/, pickleball],
  [/padel/, padel],
  [/badminton|shuttle/, badminton],
  [/tennis|squash/, tennis],
  [/basket/, basketball],
  [/volley/, volleyball],
  [/cricket/, cricket],
  [/football|soccer|futsal|5v5|7v7/, football],
  [/swim|aqua/, swimming],
  [/run|marathon|jog/, running],
  [/yoga|pilates/, yoga],
];

/** The drawn picture for a sport, by its listing id or name; a generic one for any other. */
export const sportPicture = (sport: { listingId?: string | undefined; listingName?: string | undefined }): string => {
  const words = `${sport.listingId ?? ''} ${sport.listingName ?? ''}`.toLowerCase();
  return DRAWINGS.find(([pattern]) => pattern.test(words))?.[1] ?? games;
};

export const GENERIC_PICTURE = games;
