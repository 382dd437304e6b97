import styled from '@emotion/styled';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '../session/store';
import { useCompletedProfiles } from './completion';
import { INCOMPLETE_KEY, NUDGE_DISMISSED_KEY, nudgeHiddenOn, usersUnder } from './profileStanding';
import { rememberStanding, takeLearned } from './standingMemory';
import { Banner } from '../ui/Banner';
import { ButtonLink } from '../ui/primitives';
import { mediaFrom } from '../ui/sizeClass';

const dismissedUsers = () => usersUnder(NUDGE_DISMISSED_KEY);

/** The shared banner (DESIGN.md "Frame"), with the nudge's own words for each width and a button for its action. */
const Bar = styled(Banner)`
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

function rememberDismissed(userId: string): void {
  try {
    localStorage.setItem(NUDGE_DISMISSED_KEY, JSON.stringify([...new Set([...dismissedUsers(), userId])]));
  } catch {
    // Storage full or refused (private mode): closed for this visit only.
  }
}

/** Loaded once someone is signed in: a visitor's first screen does without it. */
const checkProfile = async (id: string) => (await import('./checkProfile')).checkProfile(id);

/**
 * After a sign-in, asks a player whose profile is incomplete (spec section 3: firstName, shortId,
 * gender and a location) to complete it. A bar rather than a redirect: games stay one tap away;
 * closed, it stays closed for that player (the profile page still offers the form). Not on the
 * profile page itself, whose header offers Complete profile with what is missing.
 * Drawn with the page from what this browser last found (profileStanding.ts), then checked again behind.
 */
export function ProfileNudge() {
  const userId = useSession((s) => s.user?.userId ?? null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [checked, setChecked] = useState<{ userId: string; incomplete: boolean } | null>(null);
  const [dismissed, setDismissed] = useState(() => dismissedUsers());
  const completing = pathname === '/profile/complete';
  const justCompleted = useCompletedProfiles((s) => userId !== null && s.userIds.includes(userId));
  const closed = userId !== null && dismissed.includes(userId);
  const incomplete = userId !== null && (checked?.userId === userId ? checked.incomplete : usersUnder(INCOMPLETE_KEY).includes(userId));

  useEffect(() => {
    if (!userId || closed) return;
    // Just signed in: the sign-in asked already (learnStanding.ts).
    const learned = takeLearned(userId);
    if (learned !== null) return setChecked({ userId, incomplete: learned });
    let live = true;
    checkProfile(userId)
      .then((check) => {
        const standing = check.exists && !check.isProfileCompleted;
        rememberStanding(userId, standing);
        if (live) setChecked({ userId, incomplete: standing });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Re-checked when leaving the completion page, so the bar goes once the profile is saved.
  }, [userId, completing, closed]);

  // Saved in this tab: the next page load draws no bar either.
  useEffect(() => {
    if (userId && justCompleted) rememberStanding(userId, false);
  }, [userId, justCompleted]);

  if (!userId || !incomplete || nudgeHiddenOn(pathname) || justCompleted || closed) return null;
  return (
    <Bar
      role="region"
      label="Profile"
      words={
        <>
          <span data-words="short">Profile incomplete</span>
          <span data-words="long">Your profile is incomplete: hosts like to know who is joining.</span>
        </>
      }
      action={<ButtonLink to="/profile/complete">Complete profile</ButtonLink>}
      onClose={() => {
        rememberDismissed(userId);
        setDismissed(dismissedUsers().concat(userId));
      }}
    />
  );
}
