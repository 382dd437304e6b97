// Drawn sport pictures as data URLs (0.4 to 0.7 KB each): the card's picture needs no request of
// its own, so the first card's, the first screen's largest paint, is drawn with the HTML. They live
// in the discovery page's lazy chunk, not in the first screen's JavaScript (docs/adr/0104-picture-on-every-card.md).
import badminton from './badminton.svg?inline';
import basketball from './basketball.svg?inline';
import cricket from './cricket.svg?inline';
import football from './football.svg?inline';
import games from './games.svg?inline';
import padel from './padel.svg?inline';
import pickleball from './pickleball.svg?inline';
import running from './running.svg?inline';
import swimming from './swimming.svg?inline';
import tennis from './tennis.svg?inline';
import volleyball from './volleyball.svg?inline';
import yoga from './yoga.svg?inline';

/** Every drawing by its sport's name (games: any other sport). */
export const SPORT_PICTURES = {
  badminton,
  basketball,
  cricket,
  football,
  games,
  padel,
  pickleball,
  running,
  swimming,
  tennis,
  volleyball,
  yoga,
} as const;

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
