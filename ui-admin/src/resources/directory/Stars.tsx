import { MAX_STARS } from '@sports/contracts/ratings/rules';

/**
 * "★★★★☆ 4 of 5": a rating's stars drawn and in words, the one rendering of the ratings list (its
 * phone row and Stars column) and of a rating's page. Read out as one label ("4 of 5 stars") so a
 * screen reader does not spell the glyphs (UX review at 375 px: the phone row showed no rating).
 */
export function Stars({ stars }: { stars: number }) {
  const shown = Math.max(0, Math.min(MAX_STARS, Math.round(stars)));
  return (
    <span role="img" aria-label={`${stars} of ${MAX_STARS} stars`}>
      {'★'.repeat(shown)}
      {'☆'.repeat(MAX_STARS - shown)} {stars} of {MAX_STARS}
    </span>
  );
}
