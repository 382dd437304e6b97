import styled from '@emotion/styled';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '../session/store';
import { useCompletedProfiles } from './completion';
import { ButtonLink } from '../ui/primitives';
import { color } from '../ui/theme';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px 16px;
  padding: 10px 16px;
  background: ${color.surface};
  border-bottom: 1px solid ${color.accent};
`;

/** Loaded once someone is signed in: a visitor's first screen does without it (issue 7 item 6). */
const checkProfile = async (id: string) => (await import('./checkProfile')).checkProfile(id);

/**
 * After a sign-in, asks a player whose profile is incomplete (spec section 3: firstName, shortId,
 * gender and a location) to complete it. A bar rather than a redirect: games stay one tap away.
 */
export function ProfileNudge() {
  const userId = useSession((s) => s.user?.userId ?? null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [incomplete, setIncomplete] = useState(false);
  const completing = pathname === '/profile/complete';
  const justCompleted = useCompletedProfiles((s) => userId !== null && s.userIds.includes(userId));

  useEffect(() => {
    setIncomplete(false);
    if (!userId) return;
    let live = true;
    checkProfile(userId)
      .then((check) => live && setIncomplete(check.exists && !check.isProfileCompleted))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Re-checked when leaving the completion page, so the bar goes once the profile is saved.
  }, [userId, completing]);

  if (!incomplete || completing || justCompleted) return null;
  return (
    <Bar role="region" aria-label="Profile">
      <span>Complete your profile so hosts know who is joining.</span>
      <ButtonLink to="/profile/complete">Complete profile</ButtonLink>
    </Bar>
  );
}
