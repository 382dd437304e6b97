import { useRouter } from '@tanstack/react-router';
import { Button, Muted } from '../ui/primitives';
import { SignInPicker } from './SignInPicker';
import { useSession } from './store';

/** Who is signed in and a sign-out, or the sign-in picker. */
export function SessionControls() {
  const user = useSession((s) => s.user);
  const signOut = useSession((s) => s.signOut);
  const router = useRouter();
  if (!user) return <SignInPicker />;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <span>
        <Muted>Signed in as</Muted> <strong>{user.name}</strong>
      </span>
      <Button
        variant="ghost"
        onClick={() => {
          signOut();
          void router.invalidate();
        }}
      >
        Sign out
      </Button>
    </div>
  );
}
