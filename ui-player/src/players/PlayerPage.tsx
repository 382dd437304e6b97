import { useSession } from '../session/store';
import { ButtonLink, Card, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import type { PlayerLevel, PlayerProfile, PlayerReputation } from './api';
import { HostingNext, type HostedGames } from './HostingNext';
import { activityWords, hostRatingWords, initials, levelWords, placeWords, reputationWords, sportName } from './playerView';
import { CardTitle, Cluster, Flush, Note, PlainList, Stack } from '../ui/layout';
import { fontSize, radius } from '../ui/tokens';

export interface PlayerPageData {
  profile: PlayerProfile;
  reputation: PlayerReputation | null;
  /** The level per sport the player chose, null where it could not be read. */
  levels: { listingId: string; level: PlayerLevel | null }[];
  /** The upcoming games they host or co-host (a first few), null when the list could not be read. */
  hosting: HostedGames | null;
}

function Avatar({ name, src }: { name: string; src: string | null }) {
  const size = 72;
  const box = { width: size, height: size, borderRadius: radius.pill, flex: 'none' } as const;
  if (src) return <img src={src} alt="" width={size} height={size} style={{ ...box, objectFit: 'cover' }} />;
  return (
    <span
      aria-hidden="true"
      style={{
        ...box,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: color.accent,
        color: color.accentText,
        fontSize: fontSize.xxl,
        fontWeight: 700,
      }}
    >
      {initials(name)}
    </span>
  );
}

/** Another player's public page: who they are, where they play, their sports and levels, activity and reputation. */
export function PlayerPage({ page }: { page: PlayerPageData }) {
  const { profile, reputation, levels, hosting } = page;
  const signedIn = useSession((s) => s.user !== null);
  const name = profile.name.trim() || 'Player';
  const place = placeWords(profile);
  const activity = activityWords(profile.activityLevel);
  const rep = reputationWords(reputation);
  const host = hostRatingWords(reputation);
  return (
    <Stack>
      <Card aria-labelledby="player-name">
        <Cluster gap={4} nowrap>
          <Avatar name={name} src={profile.avatar} />
          <div style={{ minWidth: 0 }}>
            <h1 id="player-name" style={{ margin: 0, overflowWrap: 'anywhere' }}>
              {name}
            </h1>
            {place && <Note above={1}>{place}</Note>}
          </div>
        </Cluster>
      </Card>
      {/* What one can do with a host's page first: join one of their games. */}
      {hosting && <HostingNext hosting={hosting} />}
      <Card aria-labelledby="player-activity">
        <CardTitle id="player-activity">Activity level: {activity.tier}</CardTitle>
        <Flush>{activity.detail}.</Flush>
        {rep && <p style={{ marginBottom: 0 }}>{rep}.</p>}
        {host && <p style={{ marginBottom: 0 }}>{host}.</p>}
      </Card>
      <Card aria-labelledby="player-sports">
        <CardTitle id="player-sports">Sports</CardTitle>
        {levels.length === 0 ? (
          <Note>{name} has not chosen their sports yet.</Note>
        ) : (
          <PlainList>
            {levels.map(({ listingId, level }) => (
              <li key={listingId}>
                <strong>{sportName(listingId)}</strong> <Muted>· {levelWords(level)}</Muted>
              </li>
            ))}
          </PlainList>
        )}
      </Card>
      {/* The header's back arrow leads back (to the game, leaderboard or buddies): no second Back here. */}
      {!signedIn && (
        <div>
          <ButtonLink to="/sign-in" search={{ redirect: `/players/${profile.id}` }} variant="ghost">
            Sign in to play with {name}
          </ButtonLink>
        </div>
      )}
    </Stack>
  );
}

/** An unknown id: says so, with the way back. */
export function PlayerNotFound() {
  return (
    <Card>
      <CardTitle as="h1" size="xl">
        Player not found
      </CardTitle>
      <Muted as="p">This player's page does not exist, or their account was closed.</Muted>
      <ButtonLink to="/">Back to games</ButtonLink>
    </Card>
  );
}
