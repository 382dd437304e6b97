import styled from '@emotion/styled';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '../session/store';
import { useCompletedProfiles } from './completion';
import { ButtonLink, TAP_TARGET_PX } from '../ui/primitives';
import { mediaFrom } from '../ui/sizeClass';
import { color } from '../ui/theme';

/** One line, never taller than 48 px (issue 18 item 4, DESIGN.md "Frame"): words, an action, a close button. */
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  height: 48px;
  padding: 0 4px 0 16px;
  background: ${color.surface};
  border-bottom: 1px solid ${color.accent};
  font-size: 14px;
  & > span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The narrowest phones keep the action and the close button; the button's words say it all. */
  @media (max-width: 359px) {
    & > span {
      visibility: hidden;
    }
  }
  & > a {
    flex: none;
    padding: 4px 12px;
    white-space: nowrap;
  }
  /* A phone has room for two words beside the button, not the sentence: it read "Your profile is inco…". */
  & [data-words='long'] {
    display: none;
  }
  ${mediaFrom.TAB} {
    & [data-words='long'] {
      display: inline;
    }
    & [data-words='short'] {
      display: none;
    }
  }
`;

const Close = styled.button`
  flex: none;
  width: ${TAP_TARGET_PX}px;
  height: ${TAP_TARGET_PX}px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${color.text};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: -2px;
  }
`;

/** Who closed the bar, in this browser: it stays closed for them on later visits (issue 18 item 4). */
export const NUDGE_DISMISSED_KEY = 'sports.profileNudge.dismissed';

function dismissedUsers(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(NUDGE_DISMISSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberDismissed(userId: string): void {
  try {
    localStorage.setItem(NUDGE_DISMISSED_KEY, JSON.stringify([...new Set([...dismissedUsers(), userId])]));
  } catch {
    // Storage full or refused (private mode): closed for this visit only.
  }
}

/** Loaded once someone is signed in: a visitor's first screen does without it (issue 7 item 6). */
const checkProfile = async (id: string) => (await import('./checkProfile')).checkProfile(id);

/**
 * After a sign-in, asks a player whose profile is incomplete (spec section 3: firstName, shortId,
 * gender and a location) to complete it. A bar rather than a redirect: games stay one tap away;
 * closed, it stays closed for that player (the profile page still offers the form). Not on the
 * profile page itself, whose header offers Complete profile with what is missing.
 */
export function ProfileNudge() {
  const userId = useSession((s) => s.user?.userId ?? null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [incomplete, setIncomplete] = useState(false);
  const [dismissed, setDismissed] = useState(() => dismissedUsers());
  const completing = pathname === '/profile/complete';
  // The profile page says what is missing beside its own Complete profile: a second one in the bar repeated it.
  const onProfile = pathname === '/profile' || pathname === '/profile/';
  const justCompleted = useCompletedProfiles((s) => userId !== null && s.userIds.includes(userId));
  const closed = userId !== null && dismissed.includes(userId);

  useEffect(() => {
    setIncomplete(false);
    if (!userId || closed) return;
    let live = true;
    checkProfile(userId)
      .then((check) => live && setIncomplete(check.exists && !check.isProfileCompleted))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Re-checked when leaving the completion page, so the bar goes once the profile is saved.
  }, [userId, completing, closed]);

  if (!userId || !incomplete || completing || onProfile || justCompleted || closed) return null;
  return (
    <Bar role="region" aria-label="Profile">
      <span>
        <span data-words="short">Profile incomplete</span>
        <span data-words="long">Your profile is incomplete: hosts like to know who is joining.</span>
      </span>
      <ButtonLink to="/profile/complete">Complete profile</ButtonLink>
      <Close
        type="button"
        aria-label="Close"
        title="Close"
        onClick={() => {
          rememberDismissed(userId);
          setDismissed(dismissedUsers().concat(userId));
        }}
      >
        ×
      </Close>
    </Bar>
  );
}
