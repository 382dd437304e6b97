import type { RatingEntry } from '@sports/contracts';
import type { AdminRatingRow } from '@sports/contracts/admin/directoryResources';
import { useBasename, usePermissions, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { StaffPermissions } from '../../auth/authProvider';
import { formatVenueDate } from '../../format/venueTime';
import { humanize } from '../labels';
import { VenueName } from '../names';
import { UNKNOWN_PLAYER } from '../PersonField';
import { FactList, yesNo } from './FactList';
import { Stars } from './Stars';

const KIND_WORDS: Record<RatingEntry['kind'], string> = { participant: 'A player rated', host: 'The host rated', game: 'The game rated' };
const RATER_ROLES: Record<string, string> = { host: 'host', co_host: 'co-host', participant: 'player' };

/** The host's assessment (spec section 2, Rate Participant) as four short answers. */
const assessmentInWords = (a: NonNullable<RatingEntry['assessment']>) =>
  [
    `Showed up: ${yesNo(a.isParticipated)}`,
    `Punctual: ${yesNo(a.isPunctual)}`,
    `Team player: ${yesNo(a.isTeamPlayer)}`,
    `Paid on time: ${yesNo(a.isOnTimePayment)}`,
  ].join(' · ');

/**
 * The game by the name the admin API joined (docs/adr/0106-words-not-ids.md): platform operators, who have the games resource, get it
 * linked to the game's page.
 * A game since gone reads as its sport ("Football game").
 */
function GameInWords({ rating }: { rating: AdminRatingRow }) {
  const { permissions } = usePermissions<StaffPermissions | null>();
  const basename = useBasename();
  const name = rating.activityName ?? (rating.listingId ? `${rating.listingName ?? humanize(rating.listingId)} game` : 'A game');
  if (permissions?.role !== 'admin' || !rating.activityName) return <>{name}</>;
  return <Link to={`${basename}/games/${encodeURIComponent(rating.activityId)}/show`}>{name}</Link>;
}

/** A rating in words: who rated whom or which game, the stars, level and assessment, any dispute (linked to its case). */
export function RatingSummary() {
  const r = useRecordContext<AdminRatingRow>();
  if (!r) return null;
  const raterRole = r.raterRole ? (RATER_ROLES[r.raterRole] ?? humanize(r.raterRole)) : null;
  return (
    <>
      <FactList
        label="Rating"
        facts={[
          { label: 'What', value: KIND_WORDS[r.kind] ?? humanize(r.kind) },
          { label: 'Game', value: <GameInWords rating={r} /> },
          r.spaceId ? { label: 'Venue', value: <VenueName link="show" /> } : null,
          { label: 'Rated by', value: `${r.raterName ?? UNKNOWN_PLAYER}${raterRole ? ` (${raterRole})` : ''}` },
          r.ratedUserId ? { label: r.kind === 'host' ? 'Host' : 'Player rated', value: r.ratedUserName ?? UNKNOWN_PLAYER } : null,
          r.stars !== null ? { label: 'Stars', value: <Stars stars={r.stars} /> } : null,
          // Spec section 4's words for the level (the API's SKILL_NAMES), never 0-3.
          r.ratedLevel !== null ? { label: 'Skill level', value: r.ratedLevelName ?? '—' } : null,
          r.assessment ? { label: 'Assessment', value: assessmentInWords(r.assessment) } : null,
          r.description ? { label: 'Comment', value: r.description } : null,
          r.isGameHappened !== null ? { label: 'Did the game happen', value: yesNo(r.isGameHappened) } : null,
          r.dispute ? { label: 'Dispute', value: r.dispute } : null,
          r.verifiedAttendee !== null ? { label: 'Attended (as the host marked)', value: yesNo(r.verifiedAttendee) } : null,
          { label: 'Given', value: formatVenueDate(r.at) },
        ]}
      />
    </>
  );
}
