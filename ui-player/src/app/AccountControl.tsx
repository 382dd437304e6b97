import styled from '@emotion/styled';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { signOut } from '../session/signOut';
import { useSession } from '../session/store';
import { SignOutIcon } from '../ui/icons';
import { ButtonLink, TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { roomyFrom } from './layout';
import { radius } from '../ui/tokens';

// Loaded on the first tap of Sign out: the header is on every first screen, the question is not (150 KB budget).
const ConfirmSheet = lazy(() => import('../ui/ConfirmSheet').then((m) => ({ default: m.ConfirmSheet })));

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
`;

/** The initial of the signed-in player; the name beside it from 768 px. */
const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: ${radius.pill};
  background: ${color.accent};
  color: ${color.accentText};
  font-weight: 700;
`;

const Name = styled.span`
  display: none;
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
  ${roomyFrom} {
    display: inline;
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: ${TAP_TARGET_PX}px;
  height: ${TAP_TARGET_PX}px;
  justify-content: center;
  padding: 0 8px;
  border: 1px solid transparent;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  & > span {
    display: none;
    white-space: nowrap;
  }
  ${roomyFrom} {
    border-color: ${color.border};
    & > span {
      display: inline;
    }
  }
  &:disabled {
    opacity: 0.55;
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 1px;
  }
`;

/**
 * The header's session control, compact: on a phone the player's initial and a
 * sign-out icon, from 768 px the name and the words too. Signed out: the way to the sign-in page.
 */
export function AccountControl() {
  const user = useSession((s) => s.user);
  const router = useRouter();
  const location = useRouterState({ select: (s) => s.location });
  const [signingOut, setSigningOut] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (!user) {
    if (location.pathname === '/sign-in') return null;
    return (
      <ButtonLink to="/sign-in" search={{ redirect: location.href }} style={{ padding: '6px 12px', whiteSpace: 'nowrap' }}>
        Sign in
      </ButtonLink>
    );
  }
  return (
    <Group>
      <Avatar role="img" aria-label={`Signed in as ${user.name}`} title={`Signed in as ${user.name}`}>
        {user.name.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Name aria-hidden="true">{user.name}</Name>
      <IconButton
        type="button"
        aria-label={signingOut ? 'Signing out' : 'Sign out'}
        title="Sign out"
        disabled={signingOut}
        aria-busy={signingOut}
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
      >
        <SignOutIcon />
        <span>{signingOut ? 'Signing out…' : 'Sign out'}</span>
      </IconButton>
      {/*
        A sign-out tapped by mistake on a phone's crowded header cost the player their session: it
        asks first. The sheet is drawn at the shell's top level, not inside the header: the header
        is a layer of its own (LAYER.frame) and the tab bar, its peer, covered a sheet drawn in it.
      */}
      {confirming &&
        createPortal(
          <Suspense fallback={null}>
            <ConfirmSheet
              title="Sign out?"
              confirmLabel="Sign out"
              cancelLabel="Cancel"
              busy={signingOut}
              onCancel={() => setConfirming(false)}
              onConfirm={() => {
                setSigningOut(true);
                // signOut never rejects (it forgets the session here whatever the server says), so the tap starts it and moves on.
                void signOut().then(() => {
                  setSigningOut(false);
                  setConfirming(false);
                  void router.invalidate();
                });
              }}
            >
              <p>You will need a new code to sign in again on this device.</p>
            </ConfirmSheet>
          </Suspense>,
          document.querySelector('[data-shell]') ?? document.body,
        )}
    </Group>
  );
}
