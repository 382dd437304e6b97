import type { DemoAccount } from '@sports/contracts';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Dropdown, DropdownItem } from '../ui/Dropdown';
import { Button, Muted } from '../ui/primitives';
import { toast } from '../ui/toast/store';
import { issueDevToken } from './api';
import { useSession } from './store';
import { useDemoAccounts } from './useDemoAccounts';

/** Development sign-in: pick one of the demo users. Hidden when the server has none. */
export function SignInPicker() {
  const demo = useDemoAccounts();
  const signIn = useSession((s) => s.signIn);
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  if (demo.status !== 'ready') return null;

  const choose = async (account: DemoAccount, menu: HTMLDetailsElement | null) => {
    setBusy(true);
    try {
      const tokens = await issueDevToken(account.userId);
      signIn({ userId: account.userId, name: account.name, role: account.role }, tokens);
      menu?.removeAttribute('open');
      await router.invalidate();
    } catch {
      toast('error', 'Could not sign in');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown>
      <summary>
        <Button as="span">Demo sign-in</Button>
      </summary>
      <ul aria-label="Demo accounts">
        {demo.accounts.map((account) => (
          <li key={account.userId}>
            <DropdownItem disabled={busy} onClick={(e) => void choose(account, e.currentTarget.closest('details'))}>
              {account.name} <Muted>· {account.role}</Muted>
            </DropdownItem>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
