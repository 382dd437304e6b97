import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { plainProblemText } from '../forms/fieldErrors';
import { useSession } from '../session/store';
import { toast } from '../ui/toast/store';
import type { ToastTexts } from './toasts';

/**
 * Runs game commands with the spec's toasts: the success text only when the reply says `when`,
 * the failure text otherwise, with the server's reason beneath (never a silent failure). After a
 * success the route data is loaded again, so the page shows the new state.
 */
export function useCommand() {
  const router = useRouter();
  const signedIn = useSession((s) => s.user !== null);
  const [pending, setPending] = useState<string | null>(null);

  const run = async <T extends { message: string }>(key: string, texts: ToastTexts, call: () => Promise<T>): Promise<T | null> => {
    if (!signedIn) {
      toast('info', 'Sign in first');
      return null;
    }
    setPending(key);
    try {
      const reply = await call();
      if (reply.message !== texts.when) {
        toast('error', texts.failure);
        return null;
      }
      toast('success', texts.success, texts.detail, texts.visibleMs);
      void router.invalidate();
      return reply;
    } catch (error) {
      // The refusal in words, never a schema message.
      toast('error', texts.failure, plainProblemText(error));
      return null;
    } finally {
      setPending(null);
    }
  };

  return { run, pending, busy: pending !== null };
}
