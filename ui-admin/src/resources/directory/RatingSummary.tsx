import type { RatingEntry } from '@sports/contracts';
import { SKILL_NAMES } from '@sports/contracts/core/primitives';
import { FunctionField, ReferenceField, usePermissions, useRecordContext } from 'react-admin';
import type { StaffPermissions } from '../../auth/authProvider';
import { formatVenueDate } from '../../format/venueTime';
import { humanize } from '../labels';
import { VenueName } from '../names';
import { PersonField, UNKNOWN_PLAYER } from '../PersonField';
import { FactList, ReferenceLine, yesNo } from './FactList';
import { Stars } from './Stars';

const KIND_WORDS: Record<RatingEntry['kind'], string> = { participant: 'A player rated', host: 'The host rated', game: 'The game rated' };
const RATER_ROLES: Record<string, string> = { host: 'host', co_host: 'co-host', participant: 'player' };

/** The host's assessment (spec section 2, Rate Participant) as four short answers. */
const assessmentInWords = (a: NonNullable<RatingEntry['assessment']>) =>
  [`Showed up: ${yesNo(a.isParticipated)}`, `Punctual: ${yesNo(a.isPunctual)}`, `Team player: ${yesNo(a.isTeamPlayer)}`, `Paid on time: ${yesNo(a.isOnTimePayment)}`].join(' · ');

/**
 * The game by name. Games are the platform operators' resource (the API refuses anyone else), so
 * they get the game's name linked to its page; the venue's staff get it from the dispute case
 * when there is one, otherwise the sport ("Football game", the venue on its own line): the
 * rating entry itself carries no game name.
 */
function GameInWords({ rating }: { rating: RatingEntry }) {
  const { permissions, isPending } = usePermissions<StaffPermissions | null>();
  // The venue has its own line below.
  const fallback = rating.listingId ? `${humanize(rating.listingId)} game` : 'A game';
  if (isPending) return <>…</>;
  if (permissions?.role === 'admin') {
    return (
      <ReferenceField source="activityId" reference="games" link="show" empty={fallback}>
        <FunctionField render={(game: { name: string }) => game.name} />
      </ReferenceField>
    );
  }
  if (rating.disputeCaseId) {
    return (
      <ReferenceField source="disputeCaseId" reference="disputes" link={false} empty={fallback}>
        <FunctionField render={(dispute: { activityName: string }) => dispute.activityName} />
      </ReferenceField>
    );
  }
  return fallback;
}

/** A rating in words: who rated whom or which game, the stars, level and assessment, any dispute (linked to its case). */
export function RatingSummary() {
  const r = useRecordContext<RatingEntry>();
  if (!r) return null;
  const raterRole = r.raterRole ? RATER_ROLES[r.raterRole] ?? humanize(r.raterRole) : null;
  return (
    <>
      <FactList
        label="Rating"
        facts={[
          { label: 'What', value: KIND_WORDS[r.kind] ?? humanize(r.kind) },
          { label: 'Game', value: <GameInWords rating={r} /> },
          r.spaceId ? { label: 'Venue', value: <VenueName link="show" /> } : null,
          {
            label: 'Rated by',
            value: (
              <>
                <PersonField source="raterId" fallback={UNKNOWN_PLAYER} />
                {raterRole ? ` (${raterRole})` : null}
              </>
            ),
          },
          r.ratedUserId ? { label: r.kind === 'host' ? 'Host' : 'Player rated', value: <PersonField source="ratedUserId" fallback={UNKNOWN_PLAYER} /> } : null,
          r.stars !== null ? { label: 'Stars', value: <Stars stars={r.stars} /> } : null,
          r.ratedLevel !== null ? { label: 'Skill level', value: SKILL_NAMES[r.ratedLevel] ?? String(r.ratedLevel) } : null,
          r.assessment ? { label: 'Assessment', value: assessmentInWords(r.assessment) } : null,
          r.description ? { label: 'Comment', value: r.description } : null,
          r.isGameHappened !== null ? { label: 'Did the game happen', value: yesNo(r.isGameHappened) } : null,
          r.dispute ? { label: 'Dispute', value: r.dispute } : null,
          r.verifiedAttendee !== null ? { label: 'Attended (as the host marked)', value: yesNo(r.verifiedAttendee) } : null,
          { label: 'Given', value: formatVenueDate(r.at) },
        ]}
      />
      <ReferenceLine parts={[['rating', r.id], ['game', r.activityId]]} />
    </>
  );
}
