import { useRouter, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, ButtonLink, Muted } from '../ui/primitives';
import { signOut } from './signOut';
import { useSession } from './store';

/** Who is signed in and a sign-out, or the way to the sign-in page. */
export function SessionControls() {
  const user = useSession((s) => s.user);
  const router = useRouter();
  const location = useRouterState({ select: (s) => s.location });
  const [signingOut, setSigningOut] = useState(false);

  if (!user) {
    if (location.pathname === '/sign-in') return null;
    return (
      <ButtonLink to="/sign-in" search={{ redirect: location.href }}>
        Sign in
      </ButtonLink>
    );
  }
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <span>
        <Muted>Signed in as</Muted> <strong>{user.name}</strong>
      </span>
      <Button
        variant="ghost"
        disabled={signingOut}
        aria-busy={signingOut}
        onClick={() => {
          setSigningOut(true);
          // signOut never rejects (it forgets the session here whatever the server says), so the click starts it and moves on.
          void signOut().then(() => {
            setSigningOut(false);
            void router.invalidate();
          });
        }}
      >
        {signingOut ? 'Signing out…' : 'Sign out'}
      </Button>
    </div>
  );
}
