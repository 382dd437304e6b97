import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { failureMessage } from './failure';
import { RetryBanner } from './RetryBanner';

/**
 * A route's loader or render failed: a one-line banner with Retry in place of the
 * page's content, while the header, the tab bar and the page's own tabs stay. Retry re-runs the loaders.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await router.invalidate();
      reset();
    } finally {
      setRetrying(false);
    }
  };
  return <RetryBanner message={failureMessage(error)} retrying={retrying} onRetry={() => void retry()} />;
}
