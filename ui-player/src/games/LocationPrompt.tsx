import styled from '@emotion/styled';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { askBrowserPlace, usePlace } from './place';
import { radius } from '../ui/tokens';

const Box = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 10px 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  & > p {
    flex: 1 1 200px;
    margin: 0;
  }
  & > div {
    display: flex;
    gap: 8px;
  }
`;

/**
 * DESIGN.md "Distance only when the viewer's place is known": asked with a one-line reason, in the
 * list rather than on load (the browser's own question comes only after Allow), and not again after
 * Not now. The list is asked for again around the place.
 */
export function LocationPrompt() {
  const router = useRouter();
  const remember = usePlace((s) => s.remember);
  const decline = usePlace((s) => s.decline);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const allow = async () => {
    setAsking(true);
    setError(null);
    try {
      remember(await askBrowserPlace());
      await router.invalidate();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setAsking(false);
    }
  };
  return (
    <Box role="region" aria-label="Distances">
      <p>Show distances to games near you?</p>
      <div>
        <Button type="button" disabled={asking} onClick={() => void allow()}>
          {asking ? 'Locating…' : 'Allow'}
        </Button>
        <Button type="button" variant="ghost" onClick={decline}>
          Not now
        </Button>
      </div>
      {error && <Muted role="alert">{error}</Muted>}
    </Box>
  );
}
