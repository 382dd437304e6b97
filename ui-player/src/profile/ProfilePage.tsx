import { shownPhone } from '../settings/shownPhone';
import { CardTitle, Cluster, Flush, Note, PlainList, Stack } from '../ui/layout';
import { ButtonLink, Card, Muted } from '../ui/primitives';
import { ActivityLevelCard } from './ActivityLevelCard';
import { BuddiesCard } from './BuddiesCard';
import { CirclesCard } from './CirclesCard';
import type { MyProfilePage } from './loadMyProfile';
import { ProfileMenu } from './ProfileMenu';
import { ReputationCard } from './ReputationCard';
import { SkillCard } from './SkillCard';
import { Grid } from './styles';

const GENDER_TEXT = { male: 'Male', female: 'Female', other: 'Other', undisclosed: 'Prefer not to say' } as const;

const coinWords = (coins: number) => (coins === 1 ? '1 coin' : `${coins.toLocaleString('en-IN')} coins`);

/** What a profile still lacks (spec section 3: a first name, a gender and a location; the shortId is the server's). */
export function missingWords(profile: Pick<MyProfilePage['profile'], 'firstName' | 'gender' | 'profile'>): string {
  const missing = [
    profile.firstName.trim() ? null : 'your first name',
    profile.gender ? null : 'your gender',
    profile.profile.locations.length > 0 ? null : 'where you play',
  ].filter((part): part is string => part !== null);
  if (missing.length === 0) return 'Complete your profile so hosts know who is joining.';
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
  return `Add ${list} to complete your profile.`;
}

/** My profile: who I am, my activity level tier, skill per listing (and my own level), reputation, circles and buddies. */
export function ProfilePage({ page }: { page: MyProfilePage }) {
  const { profile, reputation, skills, toReview } = page;
  const location = profile.profile.locations[0];
  return (
    <Stack>
      <Card>
        <Cluster spread align="start">
          <div>
            {/* A new player has no name until the profile is completed: the heading was empty. */}
            <h1 style={{ margin: 0 }}>{profile.name.trim() || 'Your profile'}</h1>
            <Muted>ID {profile.shortId}</Muted>
            <Muted> · {coinWords(profile.coins.coins)}</Muted>
            {/* Only the owner sees this page: the number they sign in with, changed under "Phone number". */}
            <Note above={1}>Phone {shownPhone(profile.phone)}</Note>
          </div>
          <ButtonLink to="/profile/complete" variant={profile.isProfileCompleted ? 'ghost' : undefined}>
            {profile.isProfileCompleted ? 'Edit profile' : 'Complete profile'}
          </ButtonLink>
        </Cluster>
        <Flush above={4}>
          {[
            profile.gender ? GENDER_TEXT[profile.gender] : null,
            location ? [location.name, location.city].filter(Boolean).join(', ') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Flush>
        {!profile.isProfileCompleted && <Note above={4}>{missingWords(profile)}</Note>}
      </Card>
      <ProfileMenu />
      {toReview.length > 0 && (
        <Card aria-labelledby="to-review-title">
          <CardTitle id="to-review-title">Games to rate</CardTitle>
          <PlainList>
            {toReview.map((item) => (
              <Cluster as="li" key={item.activityId} spread nowrap>
                <span>{item.activityName}</span>
                <ButtonLink to="/rate/$activityId" params={{ activityId: item.activityId }} aria-label={`Rate ${item.activityName}`}>
                  Rate
                </ButtonLink>
              </Cluster>
            ))}
          </PlainList>
        </Card>
      )}
      <Grid>
        <ActivityLevelCard level={profile.activityLevel} />
        <ReputationCard view={reputation} />
      </Grid>
      <section aria-labelledby="skills-title">
        <h2 id="skills-title">Skill per sport</h2>
        {skills.length === 0 ? (
          <>
            <Muted as="p">Play a game or choose your sports to see your level here.</Muted>
            <ButtonLink to="/profile/complete" variant="ghost">
              Choose your sports
            </ButtonLink>
          </>
        ) : (
          <Grid>
            {skills.map((skill) => (
              <SkillCard key={skill.listing.listingId} skill={skill} />
            ))}
          </Grid>
        )}
      </section>
      <Grid>
        <CirclesCard listingIds={skills.map((skill) => skill.listing.listingId)} />
        <BuddiesCard />
      </Grid>
    </Stack>
  );
}
